// Typography defaults of the reader; the same ranges the reader's own settings popover uses.
import { formatNumber, t } from '../../shared/i18n';
import {
  FONT_FAMILIES,
  FONT_SIZE,
  LINE_HEIGHT,
  LINE_WIDTH,
  THEMES,
  clampSettings,
  type NumericRange,
  type ReaderSettings,
} from '../reader/settings';

interface Props {
  settings: ReaderSettings;
  onChange(settings: ReaderSettings): void;
}

function Choice<K extends 'theme' | 'fontFamily'>(
  props: Props & { field: K; label: string; values: readonly string[]; prefix: string },
) {
  const id = `opt-${props.field}`;
  return (
    <div class="row">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.settings[props.field]}
        onChange={(e) =>
          props.onChange(clampSettings({ ...props.settings, [props.field]: e.currentTarget.value }))
        }
      >
        {props.values.map((v) => (
          <option value={v}>{t(`${props.prefix}${v}`)}</option>
        ))}
      </select>
    </div>
  );
}

function Range(
  props: Props & { field: 'fontSize' | 'lineWidth' | 'lineHeight'; label: string; range: NumericRange },
) {
  const id = `opt-${props.field}`;
  return (
    <div class="row">
      <label for={id}>{props.label}</label>
      <input
        id={id}
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        value={props.settings[props.field]}
        onInput={(e) =>
          props.onChange(clampSettings({ ...props.settings, [props.field]: e.currentTarget.value }))
        }
      />
      <output for={id}>{formatNumber(props.settings[props.field])}</output>
    </div>
  );
}

export function Typography(props: Props) {
  return (
    <fieldset>
      <legend>{t('optionsTypography')}</legend>
      <Choice {...props} field="theme" label={t('reader_theme')} values={THEMES} prefix="reader_theme_" />
      <Choice
        {...props}
        field="fontFamily"
        label={t('reader_font')}
        values={FONT_FAMILIES}
        prefix="reader_font_"
      />
      <Range {...props} field="fontSize" label={t('reader_font_size')} range={FONT_SIZE} />
      <Range {...props} field="lineWidth" label={t('reader_line_width')} range={LINE_WIDTH} />
      <Range {...props} field="lineHeight" label={t('reader_line_height')} range={LINE_HEIGHT} />
    </fieldset>
  );
}
