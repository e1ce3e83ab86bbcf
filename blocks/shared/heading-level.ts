/**
 * Heading levels inside a block, so a page's outline stays in order: a block's items sit one
 * level below the block's own title, and at h2 (a section of the page) when the block has no
 * title or its title is not a heading.
 */
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type TitleTag = HeadingTag | 'p';

export function itemHeadingTag(title: string | undefined, titleTag: TitleTag): HeadingTag {
  if (!title || titleTag === 'p') return 'h2';
  const level = Math.min(6, Number(titleTag.slice(1)) + 1);
  return `h${level}` as HeadingTag;
}
