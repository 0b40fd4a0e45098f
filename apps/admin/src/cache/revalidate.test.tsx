import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { groupsApi } from '../test-support/fake-api.ts'
import { renderAdmin } from '../test-support/render-admin.tsx'

describe('the admin’s data stays fresh across screens', () => {
  test('a catalog renamed shows under its new name in the operation form’s dropdown, without a reload', async () => {
    const user = userEvent.setup()
    const api = groupsApi('catalogs', [
      { id: 5, name: 'El Cerrahisi' },
      { id: 6, name: 'Diz Cerrahisi' },
    ])
    const { router } = renderAdmin({ path: '/admin/operation/create', respond: api.respond })
    expect(await screen.findByRole('option', { name: 'El Cerrahisi' })).toBeInTheDocument()

    await router.navigate('/catalogs/edit/5')
    const field = await screen.findByRole('textbox', { name: /^Katalog adı/ })
    await user.clear(field)
    await user.type(field, 'El ve Bilek Cerrahisi')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogs'))

    await router.navigate('/operation/create')
    expect(await screen.findByRole('option', { name: 'El ve Bilek Cerrahisi' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'El Cerrahisi' })).toBeNull()
  })
})
