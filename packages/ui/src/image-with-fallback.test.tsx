import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ImageWithFallback } from './image-with-fallback.tsx'

describe('ImageWithFallback', () => {
  test('shows the given image until it fails, then the default image', () => {
    render(<ImageWithFallback src="/uploads/blogs/kapak.webp" alt="Kapak" />)
    const img = screen.getByRole('img', { name: 'Kapak' })
    expect(img).toHaveAttribute('src', '/uploads/blogs/kapak.webp')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/img/default.jpg')
  })

  test('swaps only once: a failing fallback is left in place', () => {
    render(<ImageWithFallback src="/a.jpg" alt="A" fallbackSrc="/img/author-placeholder.svg" />)
    const img = screen.getByRole('img', { name: 'A' })
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/img/author-placeholder.svg')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/img/author-placeholder.svg')
  })

  test('a missing source shows the default image at once', () => {
    render(<ImageWithFallback src={null} alt="Boş" />)
    expect(screen.getByRole('img', { name: 'Boş' })).toHaveAttribute('src', '/img/default.jpg')
  })

  test('a new source is tried again after an earlier one failed', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="X" />)
    fireEvent.error(screen.getByRole('img'))
    rerender(<ImageWithFallback src="/b.jpg" alt="X" />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg')
  })
})
