/** The few line icons the comments use, drawn like the site's Icon.astro (24 px grid, stroke 2); decorative. */
const PATHS = {
  heart:
    'M12 20s-7-4.4-9-9.1C1.6 7.5 4 4 7.4 4c2 0 3.6 1.1 4.6 2.7C13 5.1 14.6 4 16.6 4 20 4 22.4 7.5 21 10.9 19 15.6 12 20 12 20Z',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  edit: 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3 2',
  chat: 'M4 5h16v11H9l-5 4V5Z',
} as const

export type CommentIconName = keyof typeof PATHS

export function CommentIcon({ name }: { name: CommentIconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
