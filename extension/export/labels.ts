// Words the exports write; callers in the extension pass the localised ones (shared/i18n), tests the defaults.
export interface ExportLabels {
  comments: string;
  posts: string;
  by: string;
  source: string;
}

export const ENGLISH_LABELS: ExportLabels = {
  comments: 'Comments',
  posts: 'Posts',
  by: 'by',
  source: 'Source',
};

export interface ExportOptions {
  /** Append the comments or forum posts after the article. */
  includeExtras?: boolean;
  labels?: ExportLabels;
}
