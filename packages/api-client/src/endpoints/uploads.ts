import { ApiPaths } from '@clinic/contract/api-paths'
import type { UploadedImage } from '@clinic/contract/upload'
import type { CallOptions, Http, HttpRequest } from '../http.ts'
import { imageFormData } from '../multipart.ts'

/** An upload's options: `signal`, and `onUploadProgress`, told the fraction of the file sent so far (0 to 1). */
export type UploadOptions = CallOptions & Pick<HttpRequest, 'onUploadProgress'>

/** Uploads that belong to no record: the images the admin puts inside rich text. */
export function uploadEndpoints(http: Http) {
  return {
    /**
     * POST /api/uploads/image (admin), multipart field `file`: the image is stored as WebP and answered as
     * `{ imagePath, width, height }` (`/uploads/content/….webp`, the stored size in pixels). With
     * `onUploadProgress` the call goes through XMLHttpRequest, which can report progress; refusals are the usual
     * ApiError (400 no file, 413 over 5 MB, 415 not an image, in Turkish).
     */
    image: (file: Blob, options?: UploadOptions) =>
      http.send<UploadedImage>({
        method: 'POST',
        path: ApiPaths.uploadImage,
        body: imageFormData(file),
        ...options,
      }),
  }
}
