import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@abhyas/domain';

/**
 * The server's message catalogs for delivered notifications (issue 20 §2; decision 034): a title and
 * a body per kind, an e-mail button and footer, in the 12 interface languages. `{name}` placeholders
 * take the notification's params. A kind not listed here is sent with the title and body its sender gave.
 */
export const DELIVERY_KINDS = [
  'test_scored',
  'revision_due',
  'streak_risk',
  'journey_step',
  'test_opens',
  'assignment_set',
  'assignment_due',
  'class_joined',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

interface Catalog {
  kinds: Record<DeliveryKind, { title: string; body: string }>;
  /** The e-mail's button. */
  open: string;
  /** The e-mail's footer. */
  footer: string;
}

const CATALOGS: Record<Locale, Catalog> = {
  en: {
    kinds: {
      test_scored: { title: 'Your test result is ready', body: 'You scored {score} of {max_marks}. See your analysis.' },
      revision_due: { title: 'Time to revise', body: '{count} questions are due for revision today.' },
      streak_risk: { title: 'Your streak is about to break', body: 'Your {days}-day streak ends tonight. A short practice keeps it going.' },
      journey_step: { title: "Today's journey steps", body: '{count} steps of your journey are planned for today.' },
      test_opens: { title: 'A scheduled test is open', body: '{test} is open now. Take it before it closes.' },
      assignment_set: { title: 'New assignment', body: '{class} has a new assignment: {title}.' },
      assignment_due: { title: 'Assignment due tomorrow', body: '{title} ({class}) is due tomorrow. Finish it today.' },
      class_joined: { title: 'Joined a class', body: '{name} joined {class} at {institute}.' },
    },
    open: 'Open Abhyas',
    footer: 'You can change which notifications you get in your notification preferences.',
  },
  hi: {
    kinds: {
      test_scored: { title: 'आपका टेस्ट परिणाम तैयार है', body: 'आपने {max_marks} में से {score} अंक पाए। अपना विश्लेषण देखें।' },
      revision_due: { title: 'दोहराने का समय', body: 'आज {count} प्रश्न दोहराने के लिए बाकी हैं।' },
      streak_risk: { title: 'आपकी स्ट्रीक टूटने वाली है', body: 'आपकी {days} दिन की स्ट्रीक आज रात खत्म हो जाएगी। थोड़ा अभ्यास इसे जारी रखेगा।' },
      journey_step: { title: 'आज की यात्रा के कदम', body: 'आज आपकी यात्रा के {count} कदम तय हैं।' },
      test_opens: { title: 'एक निर्धारित टेस्ट खुल गया है', body: '{test} अब खुला है। बंद होने से पहले इसे दें।' },
      assignment_set: { title: 'नया असाइनमेंट', body: '{class} में नया असाइनमेंट: {title}।' },
      assignment_due: { title: 'असाइनमेंट कल जमा करना है', body: '{title} ({class}) कल तक पूरा करना है। आज ही पूरा करें।' },
      class_joined: { title: 'क्लास से जुड़े', body: '{name} ने {institute} की क्लास {class} जॉइन की।' },
    },
    open: 'अभ्यास खोलें',
    footer: 'आप सूचना प्राथमिकताओं में बदल सकते हैं कि आपको कौन-सी सूचनाएँ मिलें।',
  },
  kn: {
    kinds: {
      test_scored: { title: 'ನಿಮ್ಮ ಪರೀಕ್ಷೆಯ ಫಲಿತಾಂಶ ಸಿದ್ಧವಾಗಿದೆ', body: 'ನೀವು {max_marks} ರಲ್ಲಿ {score} ಅಂಕ ಗಳಿಸಿದ್ದೀರಿ. ನಿಮ್ಮ ವಿಶ್ಲೇಷಣೆ ನೋಡಿ.' },
      revision_due: { title: 'ಪುನರಾವರ್ತನೆಯ ಸಮಯ', body: 'ಇಂದು {count} ಪ್ರಶ್ನೆಗಳನ್ನು ಪುನರಾವರ್ತಿಸಬೇಕಿದೆ.' },
      streak_risk: { title: 'ನಿಮ್ಮ ಸ್ಟ್ರೀಕ್ ಮುರಿಯಲಿದೆ', body: 'ನಿಮ್ಮ {days} ದಿನಗಳ ಸ್ಟ್ರೀಕ್ ಇಂದು ರಾತ್ರಿ ಕೊನೆಗೊಳ್ಳುತ್ತದೆ. ಸ್ವಲ್ಪ ಅಭ್ಯಾಸ ಅದನ್ನು ಮುಂದುವರಿಸುತ್ತದೆ.' },
      journey_step: { title: 'ಇಂದಿನ ಪಯಣದ ಹಂತಗಳು', body: 'ಇಂದು ನಿಮ್ಮ ಪಯಣದ {count} ಹಂತಗಳನ್ನು ಯೋಜಿಸಲಾಗಿದೆ.' },
      test_opens: { title: 'ನಿಗದಿತ ಪರೀಕ್ಷೆ ತೆರೆದಿದೆ', body: '{test} ಈಗ ತೆರೆದಿದೆ. ಮುಚ್ಚುವ ಮೊದಲು ಅದನ್ನು ಬರೆಯಿರಿ.' },
      assignment_set: { title: 'ಹೊಸ ಅಸೈನ್‌ಮೆಂಟ್', body: '{class} ನಲ್ಲಿ ಹೊಸ ಅಸೈನ್‌ಮೆಂಟ್: {title}.' },
      assignment_due: { title: 'ಅಸೈನ್‌ಮೆಂಟ್ ನಾಳೆ ಸಲ್ಲಿಸಬೇಕು', body: '{title} ({class}) ನಾಳೆಯೊಳಗೆ ಪೂರ್ಣಗೊಳಿಸಬೇಕು. ಇಂದೇ ಮುಗಿಸಿ.' },
      class_joined: { title: 'ತರಗತಿಗೆ ಸೇರಿದ್ದಾರೆ', body: '{name} {institute} ನ {class} ತರಗತಿಗೆ ಸೇರಿದ್ದಾರೆ.' },
    },
    open: 'ಅಭ್ಯಾಸ್ ತೆರೆಯಿರಿ',
    footer: 'ನೀವು ಯಾವ ಸೂಚನೆಗಳನ್ನು ಪಡೆಯುತ್ತೀರಿ ಎಂಬುದನ್ನು ಸೂಚನೆ ಆದ್ಯತೆಗಳಲ್ಲಿ ಬದಲಾಯಿಸಬಹುದು.',
  },
  bn: {
    kinds: {
      test_scored: { title: 'আপনার পরীক্ষার ফলাফল তৈরি', body: 'আপনি {max_marks}-এর মধ্যে {score} পেয়েছেন। আপনার বিশ্লেষণ দেখুন।' },
      revision_due: { title: 'রিভিশনের সময়', body: 'আজ {count}টি প্রশ্ন রিভিশন করার আছে।' },
      streak_risk: { title: 'আপনার স্ট্রিক ভাঙতে চলেছে', body: 'আপনার {days} দিনের স্ট্রিক আজ রাতে শেষ হবে। একটু অনুশীলন করলেই তা চলবে।' },
      journey_step: { title: 'আজকের যাত্রার ধাপ', body: 'আজ আপনার যাত্রার {count}টি ধাপ পরিকল্পিত।' },
      test_opens: { title: 'একটি নির্ধারিত পরীক্ষা খুলেছে', body: '{test} এখন খোলা। বন্ধ হওয়ার আগে দিয়ে দিন।' },
      assignment_set: { title: 'নতুন অ্যাসাইনমেন্ট', body: '{class}-এ নতুন অ্যাসাইনমেন্ট: {title}।' },
      assignment_due: { title: 'অ্যাসাইনমেন্ট কাল জমা দিতে হবে', body: '{title} ({class}) কালকের মধ্যে শেষ করতে হবে। আজই শেষ করুন।' },
      class_joined: { title: 'ক্লাসে যোগ দিয়েছে', body: '{name} {institute}-এর {class} ক্লাসে যোগ দিয়েছে।' },
    },
    open: 'অভ্যাস খুলুন',
    footer: 'কোন বিজ্ঞপ্তি পাবেন তা বিজ্ঞপ্তির পছন্দে বদলাতে পারেন।',
  },
  gu: {
    kinds: {
      test_scored: { title: 'તમારું ટેસ્ટ પરિણામ તૈયાર છે', body: 'તમે {max_marks}માંથી {score} ગુણ મેળવ્યા. તમારું વિશ્લેષણ જુઓ.' },
      revision_due: { title: 'પુનરાવર્તનનો સમય', body: 'આજે {count} પ્રશ્નો પુનરાવર્તન માટે બાકી છે.' },
      streak_risk: { title: 'તમારી સ્ટ્રીક તૂટવાની છે', body: 'તમારી {days} દિવસની સ્ટ્રીક આજે રાત્રે પૂરી થશે. થોડો અભ્યાસ તેને ચાલુ રાખશે.' },
      journey_step: { title: 'આજના પ્રવાસનાં પગલાં', body: 'આજે તમારા પ્રવાસનાં {count} પગલાં નક્કી છે.' },
      test_opens: { title: 'એક નિર્ધારિત ટેસ્ટ ખુલ્લો છે', body: '{test} હવે ખુલ્લો છે. બંધ થાય તે પહેલાં આપો.' },
      assignment_set: { title: 'નવું અસાઇનમેન્ટ', body: '{class}માં નવું અસાઇનમેન્ટ: {title}.' },
      assignment_due: { title: 'અસાઇનમેન્ટ આવતીકાલે જમા કરવાનું છે', body: '{title} ({class}) આવતીકાલ સુધીમાં પૂરું કરવાનું છે. આજે જ પૂરું કરો.' },
      class_joined: { title: 'વર્ગમાં જોડાયા', body: '{name} {institute}ના {class} વર્ગમાં જોડાયા.' },
    },
    open: 'અભ્યાસ ખોલો',
    footer: 'તમને કઈ સૂચનાઓ મળે તે તમે સૂચના પસંદગીઓમાં બદલી શકો છો.',
  },
  or: {
    kinds: {
      test_scored: { title: 'ଆପଣଙ୍କ ପରୀକ୍ଷା ଫଳାଫଳ ପ୍ରସ୍ତୁତ', body: 'ଆପଣ {max_marks} ମଧ୍ୟରୁ {score} ପାଇଛନ୍ତି। ଆପଣଙ୍କ ବିଶ୍ଳେଷଣ ଦେଖନ୍ତୁ।' },
      revision_due: { title: 'ପୁନରାବୃତ୍ତି ସମୟ', body: 'ଆଜି {count}ଟି ପ୍ରଶ୍ନ ପୁନରାବୃତ୍ତି କରିବାକୁ ବାକି ଅଛି।' },
      streak_risk: { title: 'ଆପଣଙ୍କ ଷ୍ଟ୍ରିକ୍ ଭାଙ୍ଗିବାକୁ ଯାଉଛି', body: 'ଆପଣଙ୍କ {days} ଦିନର ଷ୍ଟ୍ରିକ୍ ଆଜି ରାତିରେ ଶେଷ ହେବ। ଟିକେ ଅଭ୍ୟାସ ଏହାକୁ ଜାରି ରଖିବ।' },
      journey_step: { title: 'ଆଜିର ଯାତ୍ରା ପଦକ୍ଷେପ', body: 'ଆଜି ଆପଣଙ୍କ ଯାତ୍ରାର {count}ଟି ପଦକ୍ଷେପ ଯୋଜନା କରାଯାଇଛି।' },
      test_opens: { title: 'ଏକ ନିର୍ଦ୍ଧାରିତ ପରୀକ୍ଷା ଖୋଲିଛି', body: '{test} ଏବେ ଖୋଲା ଅଛି। ବନ୍ଦ ହେବା ପୂର୍ବରୁ ଦିଅନ୍ତୁ।' },
      assignment_set: { title: 'ନୂଆ ଆସାଇନମେଣ୍ଟ', body: '{class}ରେ ନୂଆ ଆସାଇନମେଣ୍ଟ: {title}।' },
      assignment_due: { title: 'ଆସାଇନମେଣ୍ଟ କାଲି ଦାଖଲ କରିବାକୁ ହେବ', body: '{title} ({class}) କାଲି ସୁଦ୍ଧା ଶେଷ କରିବାକୁ ହେବ। ଆଜି ହିଁ ଶେଷ କରନ୍ତୁ।' },
      class_joined: { title: 'କ୍ଲାସରେ ଯୋଗ ଦେଲେ', body: '{name} {institute}ର {class} କ୍ଲାସରେ ଯୋଗ ଦେଲେ।' },
    },
    open: 'ଅଭ୍ୟାସ ଖୋଲନ୍ତୁ',
    footer: 'କେଉଁ ବିଜ୍ଞପ୍ତି ପାଇବେ ତାହା ବିଜ୍ଞପ୍ତି ପସନ୍ଦରେ ବଦଳାଇ ପାରିବେ।',
  },
  te: {
    kinds: {
      test_scored: { title: 'మీ పరీక్ష ఫలితం సిద్ధంగా ఉంది', body: 'మీరు {max_marks}కి {score} మార్కులు సాధించారు. మీ విశ్లేషణ చూడండి.' },
      revision_due: { title: 'పునశ్చరణ సమయం', body: 'ఈ రోజు {count} ప్రశ్నలు పునశ్చరణకు ఉన్నాయి.' },
      streak_risk: { title: 'మీ స్ట్రీక్ తెగిపోబోతోంది', body: 'మీ {days} రోజుల స్ట్రీక్ ఈ రాత్రి ముగుస్తుంది. కొంచెం సాధన దాన్ని కొనసాగిస్తుంది.' },
      journey_step: { title: 'ఈ రోజు ప్రయాణ దశలు', body: 'ఈ రోజు మీ ప్రయాణంలో {count} దశలు ప్రణాళికలో ఉన్నాయి.' },
      test_opens: { title: 'షెడ్యూల్ చేసిన పరీక్ష తెరిచి ఉంది', body: '{test} ఇప్పుడు తెరిచి ఉంది. మూసే లోపు రాయండి.' },
      assignment_set: { title: 'కొత్త అసైన్‌మెంట్', body: '{class}లో కొత్త అసైన్‌మెంట్: {title}.' },
      assignment_due: { title: 'అసైన్‌మెంట్ రేపు సమర్పించాలి', body: '{title} ({class}) రేపటిలోగా పూర్తి చేయాలి. ఈరోజే పూర్తి చేయండి.' },
      class_joined: { title: 'తరగతిలో చేరారు', body: '{name} {institute}లోని {class} తరగతిలో చేరారు.' },
    },
    open: 'అభ్యాస్ తెరవండి',
    footer: 'మీకు ఏ నోటిఫికేషన్‌లు రావాలో నోటిఫికేషన్ ప్రాధాన్యతలలో మార్చుకోవచ్చు.',
  },
  ta: {
    kinds: {
      test_scored: { title: 'உங்கள் தேர்வு முடிவு தயார்', body: 'நீங்கள் {max_marks}-க்கு {score} மதிப்பெண் பெற்றீர்கள். உங்கள் பகுப்பாய்வைப் பாருங்கள்.' },
      revision_due: { title: 'மீள்பார்வை நேரம்', body: 'இன்று {count} கேள்விகள் மீள்பார்வைக்கு உள்ளன.' },
      streak_risk: { title: 'உங்கள் தொடர் முறியப் போகிறது', body: 'உங்கள் {days} நாள் தொடர் இன்றிரவு முடியும். சிறிது பயிற்சி அதைத் தொடரச் செய்யும்.' },
      journey_step: { title: 'இன்றைய பயணப் படிகள்', body: 'இன்று உங்கள் பயணத்தின் {count} படிகள் திட்டமிடப்பட்டுள்ளன.' },
      test_opens: { title: 'திட்டமிட்ட தேர்வு திறந்துள்ளது', body: '{test} இப்போது திறந்துள்ளது. மூடுவதற்கு முன் எழுதுங்கள்.' },
      assignment_set: { title: 'புதிய பணி', body: '{class} வகுப்பில் புதிய பணி: {title}.' },
      assignment_due: { title: 'பணி நாளை சமர்ப்பிக்க வேண்டும்', body: '{title} ({class}) நாளைக்குள் முடிக்க வேண்டும். இன்றே முடியுங்கள்.' },
      class_joined: { title: 'வகுப்பில் சேர்ந்தார்', body: '{name} {institute} இல் உள்ள {class} வகுப்பில் சேர்ந்தார்.' },
    },
    open: 'அப்யாஸைத் திற',
    footer: 'எந்த அறிவிப்புகள் வர வேண்டும் என்பதை அறிவிப்பு விருப்பங்களில் மாற்றலாம்.',
  },
  ml: {
    kinds: {
      test_scored: { title: 'നിങ്ങളുടെ പരീക്ഷാഫലം തയ്യാർ', body: 'നിങ്ങൾക്ക് {max_marks}-ൽ {score} മാർക്ക് ലഭിച്ചു. നിങ്ങളുടെ വിശകലനം കാണുക.' },
      revision_due: { title: 'റിവിഷൻ സമയം', body: 'ഇന്ന് {count} ചോദ്യങ്ങൾ റിവിഷന് ബാക്കിയുണ്ട്.' },
      streak_risk: { title: 'നിങ്ങളുടെ സ്ട്രീക്ക് മുറിയാൻ പോകുന്നു', body: 'നിങ്ങളുടെ {days} ദിവസത്തെ സ്ട്രീക്ക് ഇന്ന് രാത്രി അവസാനിക്കും. അല്പം പരിശീലനം അത് തുടരും.' },
      journey_step: { title: 'ഇന്നത്തെ യാത്രാ ഘട്ടങ്ങൾ', body: 'ഇന്ന് നിങ്ങളുടെ യാത്രയുടെ {count} ഘട്ടങ്ങൾ ആസൂത്രണം ചെയ്തിട്ടുണ്ട്.' },
      test_opens: { title: 'ഷെഡ്യൂൾ ചെയ്ത ടെസ്റ്റ് തുറന്നു', body: '{test} ഇപ്പോൾ തുറന്നിരിക്കുന്നു. അടയ്ക്കുന്നതിന് മുമ്പ് എഴുതുക.' },
      assignment_set: { title: 'പുതിയ അസൈൻമെന്റ്', body: '{class}-ൽ പുതിയ അസൈൻമെന്റ്: {title}.' },
      assignment_due: { title: 'അസൈൻമെന്റ് നാളെ സമർപ്പിക്കണം', body: '{title} ({class}) നാളെക്കകം പൂർത്തിയാക്കണം. ഇന്നുതന്നെ പൂർത്തിയാക്കൂ.' },
      class_joined: { title: 'ക്ലാസിൽ ചേർന്നു', body: '{name} {institute}-ലെ {class} ക്ലാസിൽ ചേർന്നു.' },
    },
    open: 'അഭ്യാസ് തുറക്കുക',
    footer: 'ഏതൊക്കെ അറിയിപ്പുകൾ ലഭിക്കണമെന്ന് അറിയിപ്പ് മുൻഗണനകളിൽ മാറ്റാം.',
  },
  mr: {
    kinds: {
      test_scored: { title: 'तुमचा चाचणी निकाल तयार आहे', body: 'तुम्हाला {max_marks} पैकी {score} गुण मिळाले. तुमचे विश्लेषण पाहा.' },
      revision_due: { title: 'उजळणीची वेळ', body: 'आज {count} प्रश्नांची उजळणी बाकी आहे.' },
      streak_risk: { title: 'तुमची स्ट्रीक तुटणार आहे', body: 'तुमची {days} दिवसांची स्ट्रीक आज रात्री संपेल. थोडा सराव ती चालू ठेवेल.' },
      journey_step: { title: 'आजच्या प्रवासाचे टप्पे', body: 'आज तुमच्या प्रवासाचे {count} टप्पे ठरलेले आहेत.' },
      test_opens: { title: 'एक नियोजित चाचणी सुरू झाली आहे', body: '{test} आता खुली आहे. बंद होण्यापूर्वी ती द्या.' },
      assignment_set: { title: 'नवीन असाइनमेंट', body: '{class} मध्ये नवीन असाइनमेंट: {title}.' },
      assignment_due: { title: 'असाइनमेंट उद्या जमा करायचे आहे', body: '{title} ({class}) उद्यापर्यंत पूर्ण करायचे आहे. आजच पूर्ण करा.' },
      class_joined: { title: 'वर्गात सामील झाले', body: '{name} {institute} मधील {class} वर्गात सामील झाले.' },
    },
    open: 'अभ्यास उघडा',
    footer: 'तुम्हाला कोणत्या सूचना मिळाव्यात हे सूचना प्राधान्यांमध्ये बदलू शकता.',
  },
  pa: {
    kinds: {
      test_scored: { title: 'ਤੁਹਾਡਾ ਟੈਸਟ ਨਤੀਜਾ ਤਿਆਰ ਹੈ', body: 'ਤੁਸੀਂ {max_marks} ਵਿੱਚੋਂ {score} ਅੰਕ ਲਏ। ਆਪਣਾ ਵਿਸ਼ਲੇਸ਼ਣ ਦੇਖੋ।' },
      revision_due: { title: 'ਦੁਹਰਾਈ ਦਾ ਸਮਾਂ', body: 'ਅੱਜ {count} ਸਵਾਲ ਦੁਹਰਾਉਣ ਲਈ ਬਾਕੀ ਹਨ।' },
      streak_risk: { title: 'ਤੁਹਾਡੀ ਸਟ੍ਰੀਕ ਟੁੱਟਣ ਵਾਲੀ ਹੈ', body: 'ਤੁਹਾਡੀ {days} ਦਿਨਾਂ ਦੀ ਸਟ੍ਰੀਕ ਅੱਜ ਰਾਤ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗੀ। ਥੋੜ੍ਹਾ ਅਭਿਆਸ ਇਸਨੂੰ ਜਾਰੀ ਰੱਖੇਗਾ।' },
      journey_step: { title: 'ਅੱਜ ਦੇ ਸਫ਼ਰ ਦੇ ਕਦਮ', body: 'ਅੱਜ ਤੁਹਾਡੇ ਸਫ਼ਰ ਦੇ {count} ਕਦਮ ਤੈਅ ਹਨ।' },
      test_opens: { title: 'ਇੱਕ ਨਿਰਧਾਰਤ ਟੈਸਟ ਖੁੱਲ੍ਹ ਗਿਆ ਹੈ', body: '{test} ਹੁਣ ਖੁੱਲ੍ਹਾ ਹੈ। ਬੰਦ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਦਿਓ।' },
      assignment_set: { title: 'ਨਵੀਂ ਅਸਾਈਨਮੈਂਟ', body: '{class} ਵਿੱਚ ਨਵੀਂ ਅਸਾਈਨਮੈਂਟ: {title}।' },
      assignment_due: { title: 'ਅਸਾਈਨਮੈਂਟ ਕੱਲ੍ਹ ਜਮ੍ਹਾਂ ਕਰਨੀ ਹੈ', body: '{title} ({class}) ਕੱਲ੍ਹ ਤੱਕ ਪੂਰੀ ਕਰਨੀ ਹੈ। ਅੱਜ ਹੀ ਪੂਰੀ ਕਰੋ।' },
      class_joined: { title: 'ਕਲਾਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਏ', body: '{name} {institute} ਦੀ {class} ਕਲਾਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਏ।' },
    },
    open: 'ਅਭਿਆਸ ਖੋਲ੍ਹੋ',
    footer: 'ਤੁਹਾਨੂੰ ਕਿਹੜੀਆਂ ਸੂਚਨਾਵਾਂ ਮਿਲਣ, ਇਹ ਸੂਚਨਾ ਤਰਜੀਹਾਂ ਵਿੱਚ ਬਦਲ ਸਕਦੇ ਹੋ।',
  },
  as: {
    kinds: {
      test_scored: { title: 'আপোনাৰ পৰীক্ষাৰ ফলাফল সাজু', body: 'আপুনি {max_marks}ৰ ভিতৰত {score} নম্বৰ পাইছে। আপোনাৰ বিশ্লেষণ চাওক।' },
      revision_due: { title: 'পুনৰীক্ষণৰ সময়', body: 'আজি {count}টা প্ৰশ্ন পুনৰীক্ষণ কৰিবলৈ বাকী আছে।' },
      streak_risk: { title: 'আপোনাৰ ষ্ট্ৰীক ভাঙিবলৈ ওলাইছে', body: "আপোনাৰ {days} দিনৰ ষ্ট্ৰীক আজি ৰাতি শেষ হ'ব। অলপ অনুশীলনে ইয়াক অব্যাহত ৰাখিব।" },
      journey_step: { title: 'আজিৰ যাত্ৰাৰ পদক্ষেপ', body: 'আজি আপোনাৰ যাত্ৰাৰ {count}টা পদক্ষেপ পৰিকল্পিত।' },
      test_opens: { title: 'এখন নিৰ্ধাৰিত পৰীক্ষা খোল খাইছে', body: '{test} এতিয়া খোলা। বন্ধ হোৱাৰ আগতে দিয়ক।' },
      assignment_set: { title: 'নতুন এছাইনমেণ্ট', body: '{class}ত নতুন এছাইনমেণ্ট: {title}।' },
      assignment_due: { title: 'এছাইনমেণ্ট কাইলৈ জমা দিব লাগিব', body: '{title} ({class}) কাইলৈকে সম্পূৰ্ণ কৰিব লাগিব। আজিয়েই সম্পূৰ্ণ কৰক।' },
      class_joined: { title: 'শ্ৰেণীত যোগ দিলে', body: '{name}য়ে {institute}ৰ {class} শ্ৰেণীত যোগ দিলে।' },
    },
    open: 'অভ্যাস খোলক',
    footer: 'কোনবোৰ জাননী পাব সেয়া জাননীৰ পছন্দত সলনি কৰিব পাৰে।',
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/gu, (m, name: string) => (name in params ? String(params[name]) : m));

/** A notification worded for one language. */
export interface RenderedMessage {
  locale: Locale;
  title: string;
  body: string;
  open: string;
  footer: string;
}

/**
 * The notification of `kind` in `locale` (unknown locales: English), its params filled in; a kind
 * the catalogs do not know keeps `fallback` (its sender's own title and body).
 */
export function renderMessage(
  kind: string,
  locale: string,
  params: Record<string, string | number>,
  fallback: { title: string; body: string },
): RenderedMessage {
  const lang: Locale = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const cat = CATALOGS[lang];
  const known = (DELIVERY_KINDS as readonly string[]).includes(kind) ? cat.kinds[kind as DeliveryKind] : null;
  return {
    locale: lang,
    title: fill(known?.title ?? fallback.title, params),
    body: fill(known?.body ?? fallback.body, params),
    open: cat.open,
    footer: cat.footer,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail of a rendered message: subject, plain text and HTML (`url` the page it opens, absolute). */
export function emailOf(m: RenderedMessage, url: string | null): { subject: string; text: string; html: string } {
  const text = [m.body, url ? `${m.open}: ${url}` : null, '', '—', m.footer].filter((x) => x !== null).join('\n');
  const button = url
    ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(m.open)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${m.locale}"><head><meta charset="utf-8"><title>${escapeHtml(m.title)}</title></head><body style="font-family:sans-serif;color:#1f2937"><h1 style="font-size:20px">${escapeHtml(m.title)}</h1><p>${escapeHtml(m.body)}</p>${button}<hr><p style="font-size:12px;color:#4b5563">${escapeHtml(m.footer)}</p></body></html>`;
  return { subject: m.title, text, html };
}
