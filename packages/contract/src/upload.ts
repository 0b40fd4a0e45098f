import { z } from 'zod'
import { FormFile } from './common.ts'

/**
 * POST /api/uploads/image: an image for rich text (a post's or an operation's content), multipart with one field,
 * `file`. The same rules as every upload: JPEG, PNG, WebP, GIF or AVIF, at most MAX_UPLOAD_BYTES.
 */
export const ImageUploadForm = z.object({ file: FormFile.optional() })
export type ImageUploadForm = z.infer<typeof ImageUploadForm>

/** Where the stored image is served (`/uploads/content/<uuid>.webp`) and its size in pixels, as stored. */
export const UploadedImage = z.object({
  imagePath: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type UploadedImage = z.infer<typeof UploadedImage>
