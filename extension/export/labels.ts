// Words the exports write; callers in the extension pass the localised ones (shared/i18n), tests the defaults.
export interface ExportLabels {
  comments: string;
  posts: string;
  /** The author as a byline, in the language's word order ("by Ada Brennan"). */
  by: (author: string) => string;
  source: string;
  /** The HTML export's note on its images: how many are in the file, how many load from the web. */
  imagesNote?: (embedded: number, linked: number) => string;
}

export const ENGLISH_LABELS: ExportLabels = {
  comments: 'Comments',
  posts: 'Posts',
  by: (author) => `by ${author}`,
  source: 'Source',
  // As the extension's English message (exportImagesNote), which words it with no plural to agree with.
  imagesNote: (embedded, linked) =>
    `Images embedded in this file: ${embedded}. Images linked to the web: ${linked} (the browser did not allow reading them, or they had not loaded).`,
};

/** What the live page says about itself beyond the extraction, read by the content script for the export. */
export interface ExportPage {
  /** `<link rel=canonical>`'s URL. */
  canonicalUrl?: string | null;
  /** The page's description (og:description, meta description). */
  description?: string | null;
  /** Data URIs of the images the page has already loaded, by their URL (export/images.ts). */
  images?: ReadonlyMap<string, string>;
}

export interface ExportOptions {
  /** Append the comments or forum posts after the article. */
  includeExtras?: boolean;
  labels?: ExportLabels;
  page?: ExportPage;
}
