import type { BlogForm } from '@clinic/contract/blog'
import type { OperationForm } from '@clinic/contract/operation'
import { siteConfig } from '@clinic/contract/site-config'
import type { DemoBlog, DemoOperation } from './demo-content.ts'

interface Placement {
  title?: string
  publishedDate: Date
  /** None for the seeded operations: the site draws their catalog's illustration instead. */
  imagePath?: string
}

/** A demo post as the admin's form would send it, signed by the practice doctor (the seeder and the benchmark generator both save through it). */
export function demoBlogForm(post: DemoBlog, categoryId: number | undefined, at: Placement): BlogForm {
  return {
    title: at.title ?? post.title,
    categoryId,
    shortDescription: post.shortDescription,
    fullContent: post.fullContent,
    tags: post.tags.join(', '),
    seoKeywords: post.seoKeywords,
    seoDescription: post.seoDescription,
    isActive: true,
    authorName: siteConfig.doctor.fullName,
    publishedDate: at.publishedDate.toISOString(),
    existingImagePath: at.imagePath,
  }
}

export function demoOperationForm(
  op: DemoOperation,
  catalogId: number | undefined,
  at: Placement,
): OperationForm {
  return {
    title: at.title ?? op.title,
    catalogId,
    shortDescription: op.shortDescription,
    fullContent: op.fullContent,
    seoKeywords: op.seoKeywords,
    seoDescription: op.seoDescription,
    isActive: true,
    authorName: siteConfig.doctor.fullName,
    publishedDate: at.publishedDate.toISOString(),
    existingImagePath: at.imagePath,
  }
}
