// Read aloud controls in the toolbar: a play/pause toggle, and a popover with previous/next sentence, speed and
// voice. Keys inside the reader: N reads or pauses, [ and ] move a sentence back or forward (not while typing
// in a field). Speech stops when the reader closes (this unmounts); it goes on while the tab is in the
// background, as any audio would: listening while doing something else is what read aloud is for.
import type { Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { collectSentences, Narrator, orderVoices, speechAvailable, type SpeechState } from '../speech';
import { t } from '../strings';
import { NextIcon, OptionsIcon, PauseIcon, PreviousIcon, SpeakIcon } from './icons';
import { Popover } from './Popover';

interface Props {
  /** The article's language (voices for it are listed first; sentences are split by its rules). */
  lang?: string;
  /** The interface language: its voices come right after the article's. */
  locale?: string;
  onMessage(message: string): void;
}

const SPEED = { min: 0.5, max: 2, step: 0.1 };

/** What the reader reads: the title, then the article (not the comments or posts). */
function readingRoots(from: Node): Element[] {
  const root = from.getRootNode() as ShadowRoot | Document;
  const title = root.querySelector('#pith-title');
  const content = root.querySelector('article.doc .content');
  return [title, content].filter((el): el is Element => Boolean(el));
}

function isField(target: EventTarget | null): boolean {
  const el = target as Element | null;
  return Boolean(el?.closest?.('input, select, textarea, [contenteditable=""], [contenteditable="true"]'));
}

function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speechSynthesis.getVoices());
  useEffect(() => {
    const update = () => setVoices(speechSynthesis.getVoices());
    speechSynthesis.addEventListener('voiceschanged', update);
    update();
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

/** The article's and interface's voices (engines such as espeak-ng offer thousands), or all when none fits. */
function voiceChoices(
  voices: SpeechSynthesisVoice[],
  lang?: string,
  locale?: string,
): SpeechSynthesisVoice[] {
  const primary = (tag?: string) => tag?.toLowerCase().split('-')[0];
  const wanted = new Set([primary(lang), primary(locale)].filter(Boolean));
  const fitting = voices.filter((v) => wanted.has(primary(v.lang.replace(/_/g, '-'))));
  return orderVoices(fitting.length ? fitting : voices, lang);
}

export function ReadAloud(props: Props) {
  if (!speechAvailable()) return null;
  return <ReadAloudControls {...props} />;
}

function ReadAloudControls({ lang, locale, onMessage }: Props) {
  const [state, setState] = useState<SpeechState>('stopped');
  const [rate, setRate] = useState(1);
  const [voiceURI, setVoiceURI] = useState('');
  const voices = useVoices();
  const choices = useMemo(() => voiceChoices(voices, lang, locale), [voices, lang, locale]);
  const button = useRef<HTMLButtonElement>(null);
  const narrator = useRef<Narrator | null>(null);
  const message = useRef(onMessage);
  message.current = onMessage;

  const get = (): Narrator | null => {
    if (narrator.current) return narrator.current;
    if (!button.current) return null;
    const sentences = collectSentences(readingRoots(button.current), lang);
    narrator.current = new Narrator({
      sentences,
      lang,
      onState: (next, _index, error) => {
        setState(next);
        if (error) message.current(t('reader_aloud_failed', error));
      },
    });
    return narrator.current;
  };
  const apply = (n: Narrator) => {
    n.rate = rate;
    n.voice = choices.find((v) => v.voiceURI === voiceURI) ?? null;
  };
  const toggle = () => {
    const n = get();
    if (!n) return;
    if (!n.playing && speechSynthesis.getVoices().length === 0) message.current(t('reader_aloud_no_voices'));
    apply(n);
    n.toggle();
  };
  const skip = (step: number) => {
    const n = get();
    if (!n) return;
    apply(n);
    n.skip(step);
  };

  // New speed or voice: said from the current sentence on.
  useEffect(() => {
    const n = narrator.current;
    if (!n) return;
    apply(n);
    n.restart();
  }, [rate, voiceURI]);

  // Stop speaking and take the marks out when the reader closes.
  useEffect(() => () => narrator.current?.stop(), []);

  // Keys anywhere in the reader, not while typing in a field or with a modifier (those are the browser's).
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isField(event.composedPath()[0] ?? null)) return;
    const key = event.key.toLowerCase();
    if (key === 'n') toggle();
    else if (key === '[') skip(-1);
    else if (key === ']') skip(1);
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const root = button.current?.getRootNode();
    if (!root) return;
    const onKey = (event: Event) => keys.current(event as KeyboardEvent);
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, []);

  const playing = state === 'playing';
  return (
    <>
      <PlayToggle class="tool aloud-play" playing={playing} onClick={toggle} buttonRef={button} />
      <Popover id="pith-aloud" label={t('reader_aloud_options')} icon={<OptionsIcon />} panelClass="aloud">
        {() => (
          <>
            <h2>{t('reader_aloud_options')}</h2>
            <div class="aloud-skip">
              <button
                type="button"
                class="text-button"
                aria-label={t('reader_aloud_previous')}
                title={t('reader_aloud_previous')}
                onClick={() => skip(-1)}
              >
                <PreviousIcon />
              </button>
              <PlayToggle class="text-button" playing={playing} onClick={toggle} />
              <button
                type="button"
                class="text-button"
                aria-label={t('reader_aloud_next')}
                title={t('reader_aloud_next')}
                onClick={() => skip(1)}
              >
                <NextIcon />
              </button>
            </div>
            <div class="range">
              <label class="field-label" for="pith-aloud-speed">
                {t('reader_aloud_speed')}
              </label>
              <input
                id="pith-aloud-speed"
                type="range"
                min={SPEED.min}
                max={SPEED.max}
                step={SPEED.step}
                value={rate}
                aria-valuetext={t('reader_aloud_speed_value', rate.toLocaleString(locale))}
                onInput={(e) => setRate(Number((e.currentTarget as HTMLInputElement).value))}
              />
              <output for="pith-aloud-speed">
                {t('reader_aloud_speed_value', rate.toLocaleString(locale))}
              </output>
            </div>
            <label class="field-label" for="pith-aloud-voice">
              {t('reader_aloud_voice')}
            </label>
            <select
              id="pith-aloud-voice"
              class="aloud-voice"
              value={voiceURI}
              onChange={(e) => setVoiceURI((e.currentTarget as HTMLSelectElement).value)}
            >
              <option value="">{t('reader_aloud_voice_default')}</option>
              {choices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {`${v.name} (${v.lang})`}
                </option>
              ))}
            </select>
            <p class="aloud-keys">{t('reader_aloud_keys')}</p>
          </>
        )}
      </Popover>
    </>
  );
}

/** The play/pause toggle, in the toolbar and again beside the sentence skips in the popover. */
function PlayToggle(props: {
  class: string;
  playing: boolean;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={props.buttonRef}
      type="button"
      class={props.class}
      aria-label={t('reader_aloud_play')}
      aria-pressed={props.playing}
      title={t('reader_aloud_play')}
      onClick={props.onClick}
    >
      {props.playing ? <PauseIcon /> : <SpeakIcon />}
    </button>
  );
}
