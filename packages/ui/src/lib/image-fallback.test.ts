import { describe, expect, test } from 'vitest'
import { applyImageFallback, installImageFallbacks } from './image-fallback.ts'

describe('image fallback for static pages', () => {
  test('a broken image is swapped to the default image once', () => {
    const img = document.createElement('img')
    img.src = '/uploads/missing.jpg'
    expect(applyImageFallback(img)).toBe(true)
    expect(img.getAttribute('src')).toBe('/img/default.jpg')
    img.src = '/img/default.jpg?broken'
    expect(applyImageFallback(img)).toBe(false)
    expect(img.getAttribute('src')).toBe('/img/default.jpg?broken')
  })

  test('installed on a document, error events of marked images swap them, other images are left alone', () => {
    document.body.innerHTML =
      '<img id="a" data-fallback src="/x.jpg"><img id="b" data-fallback="/img/author-placeholder.svg" src="/y.jpg"><img id="c" src="/z.jpg">'
    const remove = installImageFallbacks(document)
    for (const id of ['a', 'b', 'c']) document.getElementById(id)!.dispatchEvent(new Event('error'))
    expect(document.getElementById('a')!.getAttribute('src')).toBe('/img/default.jpg')
    expect(document.getElementById('b')!.getAttribute('src')).toBe('/img/author-placeholder.svg')
    expect(document.getElementById('c')!.getAttribute('src')).toBe('/z.jpg')
    remove()
    document.body.innerHTML = ''
  })
})
