import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// A screen's first render loads its lazy route module; on a busy machine that alone can pass the default second.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
})
