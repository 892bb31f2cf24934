// Typography controls. Every change applies at once (the parent re-renders with the new settings).
import type { ComponentChildren } from 'preact';
import { formatNumber } from '../../../shared/i18n';
import {
  DEFAULT_SETTINGS,
  FONT_FAMILIES,
  FONT_SIZE,
  LINE_HEIGHT,
  LINE_WIDTH,
  THEMES,
  type NumericRange,
  type ReaderSettings,
} from '../settings';
import { t, type MessageKey } from '../strings';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

interface Props {
  settings: ReaderSettings;
  onChange(patch: Partial<ReaderSettings>): void;
}

const FONT_SAMPLE_STACK: Record<string, string> = {
  serif: "Georgia, 'DejaVu Serif', serif",
  sans: 'var(--ui-font)',
  mono: 'var(--mono-font)',
  legible: "'Atkinson Hyperlegible', Lexend, Verdana, 'DejaVu Sans', sans-serif",
};

function Choices<T extends string>(props: {
  name: string;
  legend: string;
  values: readonly T[];
  current: T;
  label(value: T): string;
  sample?(value: T): ComponentChildren;
  className(value: T): string;
  onPick(value: T): void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div class="choices">
        {props.values.map((value) => (
          <label key={value} class={`choice ${props.className(value)}`}>
            <input
              type="radio"
              name={props.name}
              value={value}
              checked={props.current === value}
              onChange={() => props.onPick(value)}
            />
            <span>
              {props.sample?.(value)}
              <span class="name">{props.label(value)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Range(props: {
  id: string;
  label: string;
  range: NumericRange;
  value: number;
  format(value: number): string;
  onValue(value: number): void;
}) {
  const { range, value } = props;
  return (
    <div class="range">
      <label class="field-label" for={props.id}>
        {props.label}
      </label>
      <button
        type="button"
        class="step"
        aria-label={`${props.label}: ${t('reader_smaller')}`}
        disabled={value <= range.min}
        onClick={() => props.onValue(value - range.step)}
      >
        −
      </button>
      <input
        id={props.id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={props.format(value)}
        onInput={(e) => props.onValue(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button
        type="button"
        class="step"
        aria-label={`${props.label}: ${t('reader_larger')}`}
        disabled={value >= range.max}
        onClick={() => props.onValue(value + range.step)}
      >
        +
      </button>
      <output for={props.id}>{props.format(value)}</output>
    </div>
  );
}

export function SettingsPanel({ settings, onChange }: Props) {
  return (
    <>
      <h2>{t('reader_settings_title')}</h2>
      <Choices
        name="pith-theme"
        legend={t('reader_theme')}
        values={THEMES}
        current={settings.theme}
        label={(v) => t(`reader_theme_${v}` as MessageKey)}
        className={(v) => `swatch-${v}`}
        onPick={(theme) => onChange({ theme })}
      />
      <Choices
        name="pith-font"
        legend={t('reader_font')}
        values={FONT_FAMILIES}
        current={settings.fontFamily}
        label={(v) => t(`reader_font_${v}` as MessageKey)}
        sample={(v) => (
          <span class="sample" style={{ fontFamily: FONT_SAMPLE_STACK[v] }} aria-hidden="true">
            Aa
          </span>
        )}
        className={(v) => `font-${v}`}
        onPick={(fontFamily) => onChange({ fontFamily })}
      />
      <Range
        id="pith-font-size"
        label={t('reader_font_size')}
        range={FONT_SIZE}
        value={settings.fontSize}
        format={(v) => `${formatNumber(v)}px`}
        onValue={(fontSize) => onChange({ fontSize })}
      />
      <Range
        id="pith-line-width"
        label={t('reader_line_width')}
        range={LINE_WIDTH}
        value={settings.lineWidth}
        format={(v) => `${formatNumber(v)}ch`}
        onValue={(lineWidth) => onChange({ lineWidth })}
      />
      <Range
        id="pith-line-height"
        label={t('reader_line_height')}
        range={LINE_HEIGHT}
        value={settings.lineHeight}
        format={(v) => formatNumber(v, undefined, ONE_DECIMAL)}
        onValue={(lineHeight) => onChange({ lineHeight })}
      />
      <button type="button" class="text-button" onClick={() => onChange(DEFAULT_SETTINGS)}>
        {t('reader_reset')}
      </button>
    </>
  );
}
