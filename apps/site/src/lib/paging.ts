/** Posts per page on /blog and /tag/{tag}. */
export const POSTS_PER_PAGE = 10
