// The pure parts of read aloud: sentence spans (Intl.Segmenter) and the order voices are offered in.
import { describe, expect, it } from 'vitest';
import { orderVoices, splitSentences } from '../../../extension/ui/reader/speech';

const voice = (name: string, lang: string, isDefault = false) =>
  ({ name, lang, default: isDefault, voiceURI: name, localService: true }) as SpeechSynthesisVoice;

describe('splitSentences', () => {
  it('splits by the language rules and trims the white space around each sentence', () => {
    // (ICU splits after a title such as "Dr.": two utterances there, a short pause, nothing lost.)
    const text = '  He arrived at 9.30 a.m. today. Was he late? No!  ';
    const spans = splitSentences(text, 'en');
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'He arrived at 9.30 a.m. today.',
      'Was he late?',
      'No!',
    ]);
  });

  it('splits Japanese on its own full stops', () => {
    const text = '今日は晴れです。明日は雨でしょう。';
    expect(splitSentences(text, 'ja').map((s) => text.slice(s.start, s.end))).toEqual([
      '今日は晴れです。',
      '明日は雨でしょう。',
    ]);
  });

  it('falls back to the default rules for an invalid language tag, and has nothing for blank text', () => {
    expect(splitSentences('One. Two.', 'not a tag!')).toHaveLength(2);
    expect(splitSentences('   ', 'en')).toEqual([]);
  });
});

describe('orderVoices', () => {
  it("puts the page language's voices first, the exact region and the default before the others", () => {
    const voices = [
      voice('Anna', 'de-DE'),
      voice('Brian', 'en-GB'),
      voice('Daniel', 'en-US'),
      voice('Sys', 'fr-FR', true),
      voice('Karen', 'en-AU', true),
    ];
    expect(orderVoices(voices, 'en-US').map((v) => v.name)).toEqual([
      'Daniel',
      'Karen',
      'Brian',
      'Sys',
      'Anna',
    ]);
    expect(orderVoices(voices, 'de').map((v) => v.name)[0]).toBe('Anna');
    expect(orderVoices(voices).map((v) => v.name)).toEqual(['Sys', 'Karen', 'Anna', 'Brian', 'Daniel']);
  });
});
