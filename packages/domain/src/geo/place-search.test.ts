import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india-data.ts';
import { localStateName } from './india-state-names.ts';
import { DISTRICTS_HI } from './india-district-names.ts';
import { DISTRICTS_TA } from './india-district-names-ta.ts';
import { DISTRICTS_TE } from './india-district-names-te.ts';
import { districtOptions, placeMatches, romanize, stateOptions } from './place-search.ts';

const states = (locale: string, query: string) =>
  stateOptions(locale)
    .filter((o) => placeMatches(query, { english: o.value, label: o.label }))
    .map((o) => o.value);

describe('state names in the interface language (issue 15)', () => {
  it('has a name for every state in each of the eleven other languages', () => {
    for (const locale of ['hi', 'mr', 'bn', 'as', 'gu', 'pa', 'or', 'ta', 'te', 'kn', 'ml']) {
      for (const s of INDIA_STATES) expect(localStateName(s.code, locale), `${s.code} ${locale}`).toBeTruthy();
    }
    expect(localStateName('MH', 'hi')).toBe('महाराष्ट्र');
    expect(localStateName('MH', 'en')).toBeNull();
  });
  it('labels the options in the language and keeps the English name as the value', () => {
    expect(stateOptions('hi').find((o) => o.value === 'Maharashtra')?.label).toBe('महाराष्ट्र');
    expect(stateOptions('en').find((o) => o.value === 'Kerala')?.label).toBe('Kerala');
  });
});

describe('placeMatches: typed in either script', () => {
  it('finds Maharashtra from महा on a Hindi screen and on an English one', () => {
    expect(states('hi', 'महा')).toContain('Maharashtra');
    expect(states('en', 'महा')).toContain('Maharashtra');
    expect(states('en', 'महा')).not.toContain('Kerala');
  });
  it('finds a state from Latin letters on a Hindi screen', () => {
    expect(states('hi', 'maha')).toEqual(['Maharashtra']);
  });
  it('finds states typed in other scripts', () => {
    expect(states('en', 'தமிழ்')).toContain('Tamil Nadu');
    expect(states('en', 'കേര')).toContain('Kerala');
    expect(states('en', 'কেৰালা')).toContain('Kerala');
    expect(states('en', 'ਪੰਜਾ')).toContain('Punjab');
  });
  it('matches a district (English names) typed in Devanagari', () => {
    expect(placeMatches('पुणे', { english: 'Pune', label: 'Pune' })).toBe(true);
    expect(placeMatches('पुणे', { english: 'Nagpur', label: 'Nagpur' })).toBe(false);
  });
  it('romanizes Indic text and leaves Latin alone', () => {
    expect(romanize('महा')).toBe('mahā');
    expect(romanize('abc')).toBe('abc');
  });
});

describe('district names in the interface language (issue 15)', () => {
  it('has a Hindi name for every district of every state, in the same order as the English ones', () => {
    for (const state of INDIA_STATES) {
      const hindi = DISTRICTS_HI[state.code];
      expect(hindi, state.code).toHaveLength(state.districts.length);
      // A list shifted by one would sound wrong almost everywhere: most names (those not translated,
      // like "North" → उत्तर) must sound like their English one.
      const alike = state.districts.filter((d, i) =>
        hindi![i]!.split(/[\s-]+/).some((word) => placeMatches(word.slice(0, 3), { english: d, label: '' })),
      ).length;
      expect(alike / state.districts.length, state.code).toBeGreaterThanOrEqual(state.districts.length < 4 ? 0 : 0.6);
    }
    expect(Object.keys(DISTRICTS_HI).sort()).toEqual(INDIA_STATES.map((s) => s.code).sort());
  });

  it('has a Tamil and a Telugu name for every district of every state, in that script alone', () => {
    for (const [locale, names, script] of [
      ['ta', DISTRICTS_TA, /^[\u0B80-\u0BFF0-9 .-]+$/u],
      ['te', DISTRICTS_TE, /^[\u0C00-\u0C7F0-9 .-]+$/u],
    ] as const) {
      expect(Object.keys(names).sort(), locale).toEqual(INDIA_STATES.map((s) => s.code).sort());
      for (const state of INDIA_STATES) {
        const list = names[state.code]!;
        expect(list, `${locale} ${state.code}`).toHaveLength(state.districts.length);
        for (const name of list) {
          expect(name, `${locale} ${state.code}`).toMatch(script);
          expect(name, `${locale} ${state.code}`).toBe(name.trim().replace(/\s+/g, ' '));
        }
        // No name twice in a state (a doubled line would shift the rest of the list).
        expect(new Set(list).size, `${locale} ${state.code}`).toBe(list.length);
      }
    }
  });

  it('names districts in Tamil and Telugu as those languages spell them', () => {
    const label = (state: string, district: string, locale: string) => districtOptions(state, locale).find((o) => o.value === district)?.label;
    const known: [string, string, string, string][] = [
      ['TN', 'Chennai', 'சென்னை', 'చెన్నై'],
      ['TN', 'Madurai', 'மதுரை', 'మదురై'],
      ['TN', 'Coimbatore', 'கோயம்புத்தூர்', 'కోయంబత్తూరు'],
      ['TN', 'Viluppuram', 'விழுப்புரம்', 'విల్లుపురం'],
      ['PY', 'Puducherry', 'புதுச்சேரி', 'పుదుచ్చేరి'],
      ['TG', 'Hyderabad', 'ஹைதராபாத்', 'హైదరాబాద్'],
      ['TG', 'Warangal', 'வாரங்கல்', 'వరంగల్'],
      ['AP', 'Visakhapatnam', 'விசாகப்பட்டினம்', 'విశాఖపట్నం'],
      ['AP', 'East Godavari', 'கிழக்கு கோதாவரி', 'తూర్పు గోదావరి'],
      ['KA', 'Bengaluru Urban', 'பெங்களூரு நகர்ப்புறம்', 'బెంగళూరు పట్టణ'],
      ['MH', 'Pune', 'புனே', 'పుణె'],
      ['MH', 'Mumbai City', 'மும்பை நகரம்', 'ముంబై నగరం'],
      ['UP', 'Lucknow', 'லக்னோ', 'లక్నో'],
      ['KL', 'Thiruvananthapuram', 'திருவனந்தபுரம்', 'తిరువనంతపురం'],
      ['WB', 'Kolkata', 'கொல்கத்தா', 'కోల్కతా'],
      ['DL', 'South West Delhi', 'தென்மேற்கு தில்லி', 'నైరుతి ఢిల్లీ'],
    ];
    for (const [state, district, ta, te] of known) {
      expect(label(state, district, 'ta'), district).toBe(ta);
      expect(label(state, district, 'te'), district).toBe(te);
    }
    const labels = districtOptions('Tamil Nadu', 'ta').map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ta').compare));
    const chennai = districtOptions('TN', 'ta').find((o) => o.value === 'Chennai')!;
    expect(placeMatches('சென்', { english: chennai.value, label: chennai.label })).toBe(true);
    expect(placeMatches('Chen', { english: chennai.value, label: chennai.label })).toBe(true);
  });

  it('names districts in Hindi and Marathi, in the script of Gujarati, Bengali, Assamese, Odia and Punjabi, in English otherwise', () => {
    const pune = (locale: string) => districtOptions('Maharashtra', locale).find((o) => o.value === 'Pune')?.label;
    expect(pune('hi')).toBe('पुणे');
    expect(pune('mr')).toBe('पुणे');
    expect(pune('gu')).toBe('પુણે');
    expect(pune('bn')).toBe('পুণে');
    expect(pune('en')).toBe('Pune');
    expect(pune('kn')).toMatch(/^[\u0C80-\u0CFF]+$/u);
    expect(pune('ml')).toMatch(/^[\u0D00-\u0D7F]+$/u);
    expect(districtOptions('Kerala', 'ml').find((o) => o.value === 'Thiruvananthapuram')?.label).toBe('തിരുവനന്തപുരം');
    expect(districtOptions('Karnataka', 'kn').find((o) => o.value === 'Mysuru')?.label).toBe('ಮೈಸೂರು');
    expect(districtOptions('UP', 'hi').find((o) => o.value === 'Lucknow')?.label).toBe('लखनऊ');
    // Punjabi's own marks: a tippi before a consonant, an addak for a doubled one.
    expect(districtOptions('UP', 'pa').find((o) => o.value === 'Unnao')?.label).toBe('ਉੱਨਾਵ');
    expect(districtOptions('Nowhere', 'hi')).toEqual([]);
  });

  it('sorts a state’s districts by their name in the language, and finds one typed in either script', () => {
    const labels = districtOptions('Bihar', 'hi').map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('hi').compare));
    const patna = districtOptions('Bihar', 'hi').find((o) => o.value === 'Patna')!;
    expect(placeMatches('पट', { english: patna.value, label: patna.label })).toBe(true);
    expect(placeMatches('Pat', { english: patna.value, label: patna.label })).toBe(true);
  });
});
