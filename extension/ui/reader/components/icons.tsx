// Inline SVG icons (24px grid, stroke in currentColor). Always decorative: the control carries the label.
import type { ComponentChildren } from 'preact';

function Icon({ children }: { children: ComponentChildren }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const TextIcon = () => (
  <Icon>
    <path d="M3 19l5-13 5 13M4.8 14.5h6.4M14.5 19l3.2-8.5 3.3 8.5M15.6 16.3h4.3" />
  </Icon>
);

export const HighlightIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="6" rx="1.5" stroke-dasharray="3 2" />
    <rect x="3" y="13" width="11" height="7" rx="1.5" />
    <path d="M17 14h4M17 18h4" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

export const PageLinkIcon = () => (
  <Icon>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Icon>
);

export const SpeakIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="M6 5v14M19 5l-9 7 9 7z" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M18 5v14M5 5l9 7-9 7z" />
  </Icon>
);

export const OptionsIcon = () => (
  <Icon>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </Icon>
);
