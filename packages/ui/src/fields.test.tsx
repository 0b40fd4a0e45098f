import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { CheckboxField } from './checkbox-field.tsx'
import { SelectField } from './select-field.tsx'
import { TextField } from './text-field.tsx'
import { TextareaField } from './textarea-field.tsx'

describe('form fields', () => {
  test('a text field’s label is tied to its input', async () => {
    render(<TextField label="Ad" name="firstName" />)
    const input = screen.getByLabelText('Ad')
    expect(input.tagName).toBe('INPUT')
    expect(input).toHaveAttribute('name', 'firstName')
    await userEvent.type(input, 'Ayşe')
    expect(input).toHaveValue('Ayşe')
  })

  test('an error marks the input invalid and is its description', () => {
    render(
      <TextField
        label="E-posta"
        hint="Size bu adresten ulaşırız."
        error="Geçerli bir e-posta adresi girin."
      />,
    )
    const input = screen.getByLabelText('E-posta')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Size bu adresten ulaşırız. Geçerli bir e-posta adresi girin.')
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toHaveClass('field__error')
    expect(input.closest('.field')).toHaveClass('field--invalid')
  })

  test('without an error the input is not marked invalid', () => {
    render(<TextField label="Soyad" />)
    expect(screen.getByLabelText('Soyad')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Soyad')).not.toHaveAttribute('aria-describedby')
  })

  test('a required field is announced as required without native validation', () => {
    render(<TextField label="Telefon" required />)
    const input = screen.getByLabelText(/Telefon/)
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('required')
  })

  test('textarea, checkbox and select carry the same wiring', () => {
    render(
      <>
        <TextareaField label="Mesaj" error="Mesaj zorunludur." />
        <CheckboxField label="Onaylıyorum" error="Onay vermeniz gerekir." />
        <SelectField
          label="Katalog"
          placeholder="Seçiniz"
          options={[
            { value: 1, label: 'Diz' },
            { value: 2, label: 'Omuz' },
          ]}
          error="Katalog seçin."
        />
      </>,
    )
    expect(screen.getByLabelText('Mesaj').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Mesaj')).toHaveAccessibleDescription('Mesaj zorunludur.')
    expect(screen.getByLabelText('Onaylıyorum')).toHaveAttribute('type', 'checkbox')
    expect(screen.getByLabelText('Onaylıyorum')).toHaveAccessibleDescription('Onay vermeniz gerekir.')
    const select = screen.getByLabelText('Katalog')
    expect(select).toHaveAccessibleDescription('Katalog seçin.')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Seçiniz', 'Diz', 'Omuz'])
  })

  test('a checkbox comes before its label; other controls after it', () => {
    render(
      <>
        <CheckboxField label="Beni hatırla" />
        <TextField label="Ad" />
      </>,
    )
    const checkbox = screen.getByLabelText('Beni hatırla')
    expect(checkbox.nextElementSibling?.tagName).toBe('LABEL')
    expect(screen.getByLabelText('Ad').previousElementSibling?.tagName).toBe('LABEL')
  })

  test('two fields with the same label get different ids', () => {
    render(
      <>
        <TextField label="Ad" />
        <TextField label="Ad" />
      </>,
    )
    const [a, b] = screen.getAllByLabelText('Ad')
    expect(a!.id).not.toBe(b!.id)
  })
})
