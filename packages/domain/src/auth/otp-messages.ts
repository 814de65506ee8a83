// The text of a one-time-password message, in the account's language. issue 15
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../i18n/locales.ts';

interface OtpMessageTemplate {
  /** `{code}` and `{minutes}` are filled in. */
  text: string;
  subject: string;
}

/** One template per interface language (platform.md §9: the twelve). */
const TEMPLATES: Readonly<Record<Locale, OtpMessageTemplate>> = {
  en: {
    text: '{code} is your Abhyas verification code. It is valid for {minutes} minutes. Do not share it with anyone.',
    subject: 'Your Abhyas verification code',
  },
  hi: {
    text: '{code} आपका अभ्यास सत्यापन कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
    subject: 'आपका अभ्यास सत्यापन कोड',
  },
  kn: {
    text: '{code} ನಿಮ್ಮ ಅಭ್ಯಾಸ್ ಪರಿಶೀಲನಾ ಕೋಡ್. ಇದು {minutes} ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
    subject: 'ನಿಮ್ಮ ಅಭ್ಯಾಸ್ ಪರಿಶೀಲನಾ ಕೋಡ್',
  },
  bn: {
    text: '{code} আপনার অভ্যাস যাচাইকরণ কোড। এটি {minutes} মিনিট বৈধ থাকবে। এটি কারও সঙ্গে শেয়ার করবেন না।',
    subject: 'আপনার অভ্যাস যাচাইকরণ কোড',
  },
  gu: {
    text: '{code} તમારો અભ્યાસ ચકાસણી કોડ છે. તે {minutes} મિનિટ માટે માન્ય છે. તેને કોઈની સાથે શેર કરશો નહીં.',
    subject: 'તમારો અભ્યાસ ચકાસણી કોડ',
  },
  or: {
    text: '{code} ଆପଣଙ୍କ ଅଭ୍ୟାସ ଯାଞ୍ଚ କୋଡ୍। ଏହା {minutes} ମିନିଟ୍ ପାଇଁ ବୈଧ। ଏହାକୁ କାହା ସହିତ ସେୟାର କରନ୍ତୁ ନାହିଁ।',
    subject: 'ଆପଣଙ୍କ ଅଭ୍ୟାସ ଯାଞ୍ଚ କୋଡ୍',
  },
  te: {
    text: '{code} మీ అభ్యాస్ ధృవీకరణ కోడ్. ఇది {minutes} నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.',
    subject: 'మీ అభ్యాస్ ధృవీకరణ కోడ్',
  },
  ta: {
    text: '{code} உங்கள் அப்யாஸ் சரிபார்ப்புக் குறியீடு. இது {minutes} நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
    subject: 'உங்கள் அப்யாஸ் சரிபார்ப்புக் குறியீடு',
  },
  ml: {
    text: '{code} ആണ് നിങ്ങളുടെ അഭ്യാസ് സ്ഥിരീകരണ കോഡ്. ഇത് {minutes} മിനിറ്റ് സാധുവാണ്. ഇത് ആരുമായും പങ്കിടരുത്.',
    subject: 'നിങ്ങളുടെ അഭ്യാസ് സ്ഥിരീകരണ കോഡ്',
  },
  mr: {
    text: '{code} हा तुमचा अभ्यास पडताळणी कोड आहे. तो {minutes} मिनिटांसाठी वैध आहे. तो कोणालाही सांगू नका.',
    subject: 'तुमचा अभ्यास पडताळणी कोड',
  },
  pa: {
    text: '{code} ਤੁਹਾਡਾ ਅਭਿਆਸ ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ ਹੈ। ਇਹ {minutes} ਮਿੰਟ ਲਈ ਵੈਧ ਹੈ। ਇਸਨੂੰ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।',
    subject: 'ਤੁਹਾਡਾ ਅਭਿਆਸ ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ',
  },
  as: {
    text: '{code} আপোনাৰ অভ্যাস সত্যাপন ক’ড। ই {minutes} মিনিটলৈ বৈধ। ইয়াক কাকো নিদিব।',
    subject: 'আপোনাৰ অভ্যাস সত্যাপন ক’ড',
  },
};

/**
 * The SMS / e-mail text and e-mail subject of a one-time password in `locale` (English when the
 * locale is missing or not one of the twelve). The code comes first, in ASCII digits, so phones
 * can offer it for autofill in every script. issue 15
 */
export function otpMessage(locale: string | null | undefined, code: string, minutes: number): { text: string; subject: string } {
  const template = TEMPLATES[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE];
  return { text: template.text.replace('{code}', code).replace('{minutes}', String(minutes)), subject: template.subject };
}
