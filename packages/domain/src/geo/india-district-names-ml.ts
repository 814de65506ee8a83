// Names of India's districts in Malayalam (issue 15: the Malayalam interface showed them in English,
// as a transliteration from Hindi reads wrongly in Malayalam script), written by hand: Kerala's
// districts by their official Malayalam names, the others in the common Malayalam spelling, with
// directions and the like translated (വടക്കൻ, തെക്കൻ, കിഴക്കൻ, പടിഞ്ഞാറൻ, ഗ്രാമീണം, നഗരം). In the
// order of each state's districts in india-data.ts (a test checks the counts and the script).

/** State code to its districts in Malayalam, in the order of `IndiaState.districts`. */
export const DISTRICTS_ML: Readonly<Record<string, readonly string[]>> = {
  AP: [
    'അല്ലൂരി സീതാരാമ രാജു', // Alluri Sitharama Raju
    'അനകാപ്പള്ളി', // Anakapalli
    'അനന്തപൂർ', // Anantapur
    'അന്നമയ്യ', // Annamayya
    'ബാപട്ല', // Bapatla
    'ചിറ്റൂർ', // Chittoor
    'ഡോ. ബി. ആർ. അംബേദ്കർ കോനസീമ', // Dr. B. R. Ambedkar Konaseema
    'കിഴക്കൻ ഗോദാവരി', // East Godavari
    'ഏലൂരു', // Eluru
    'ഗുണ്ടൂർ', // Guntur
    'കാക്കിനാഡ', // Kakinada
    'കൃഷ്ണ', // Krishna
    'കർണൂൽ', // Kurnool
    'നന്ദ്യാൽ', // Nandyal
    'എൻ.ടി.ആർ.', // NTR
    'പൽനാട്', // Palnadu
    'പാർവതീപുരം മന്യം', // Parvathipuram Manyam
    'പ്രകാശം', // Prakasam
    'ശ്രീ പൊട്ടി ശ്രീരാമുലു നെല്ലൂർ', // Sri Potti Sriramulu Nellore
    'ശ്രീ സത്യസായി', // Sri Sathya Sai
    'ശ്രീകാകുളം', // Srikakulam
    'തിരുപ്പതി', // Tirupati
    'വിശാഖപട്ടണം', // Visakhapatnam
    'വിജയനഗരം', // Vizianagaram
    'പടിഞ്ഞാറൻ ഗോദാവരി', // West Godavari
    'വൈ.എസ്.ആർ. കടപ്പ', // YSR Kadapa
  ],
  AR: [
    'അഞ്ജാവ്', // Anjaw
    'ബിചോം', // Bichom
    'ചാങ്ലാങ്', // Changlang
    'ദിബാങ് താഴ്വര', // Dibang Valley
    'കിഴക്കൻ കാമെങ്', // East Kameng
    'കിഴക്കൻ സിയാങ്', // East Siang
    'ഇറ്റാനഗർ തലസ്ഥാന മേഖല', // Itanagar Capital Complex
    'കംലെ', // Kamle
    'കേയി പന്യോർ', // Keyi Panyor
    'ക്രാ ദാദി', // Kra Daadi
    'കുരുങ് കുമെ', // Kurung Kumey
    'ലേപ രാഡ', // Lepa Rada
    'ലോഹിത്', // Lohit
    'ലോങ്ഡിങ്', // Longding
    'ലോവർ ദിബാങ് താഴ്വര', // Lower Dibang Valley
    'ലോവർ സിയാങ്', // Lower Siang
    'ലോവർ സുബൻസിരി', // Lower Subansiri
    'നാംസായി', // Namsai
    'പക്കെ കേസാങ്', // Pakke Kessang
    'പാപും പാരെ', // Papum Pare
    'ഷി യോമി', // Shi Yomi
    'സിയാങ്', // Siang
    'തവാങ്', // Tawang
    'തിരപ്', // Tirap
    'അപ്പർ സിയാങ്', // Upper Siang
    'അപ്പർ സുബൻസിരി', // Upper Subansiri
    'പടിഞ്ഞാറൻ കാമെങ്', // West Kameng
    'പടിഞ്ഞാറൻ സിയാങ്', // West Siang
  ],
  AS: [
    'ബജാലി', // Bajali
    'ബക്സ', // Baksa
    'ബർപേട്ട', // Barpeta
    'ബിശ്വനാഥ്', // Biswanath
    'ബോംഗൈഗാവ്', // Bongaigaon
    'കച്ചാർ', // Cachar
    'ചരായിദേവ്', // Charaideo
    'ചിരാങ്', // Chirang
    'ദരാങ്', // Darrang
    'ധേമാജി', // Dhemaji
    'ധുബ്രി', // Dhubri
    'ദിബ്രുഗഢ്', // Dibrugarh
    'ദിമ ഹസാവ്', // Dima Hasao
    'ഗോൾപാറ', // Goalpara
    'ഗോലാഘാട്ട്', // Golaghat
    'ഹൈലാകണ്ടി', // Hailakandi
    'ഹോജായ്', // Hojai
    'ജോർഹാട്ട്', // Jorhat
    'കാംരൂപ്', // Kamrup
    'കാംരൂപ് മഹാനഗരം', // Kamrup Metropolitan
    'കാർബി ആംഗ്ലോങ്', // Karbi Anglong
    'കൊക്രാഝാർ', // Kokrajhar
    'ലഖിംപൂർ', // Lakhimpur
    'മാജുലി', // Majuli
    'മോറിഗാവ്', // Morigaon
    'നഗാവ്', // Nagaon
    'നൽബാരി', // Nalbari
    'ശിവസാഗർ', // Sivasagar
    'ശോണിത്പൂർ', // Sonitpur
    'തെക്കൻ സൽമാര-മങ്കച്ചാർ', // South Salmara-Mankachar
    'ശ്രീഭൂമി', // Sribhumi
    'താമുൽപൂർ', // Tamulpur
    'തിൻസൂകിയ', // Tinsukia
    'ഉദൽഗുരി', // Udalguri
    'പടിഞ്ഞാറൻ കാർബി ആംഗ്ലോങ്', // West Karbi Anglong
  ],
  BR: [
    'അരരിയ', // Araria
    'അർവൽ', // Arwal
    'ഔറംഗാബാദ്', // Aurangabad
    'ബാങ്ക', // Banka
    'ബെഗുസരായ്', // Begusarai
    'ഭാഗൽപൂർ', // Bhagalpur
    'ഭോജ്പൂർ', // Bhojpur
    'ബക്സർ', // Buxar
    'ദർഭംഗ', // Darbhanga
    'കിഴക്കൻ ചമ്പാരൻ', // East Champaran
    'ഗയ', // Gaya
    'ഗോപാൽഗഞ്ച്', // Gopalganj
    'ജമുയി', // Jamui
    'ജഹാനാബാദ്', // Jehanabad
    'കൈമൂർ', // Kaimur
    'കടിഹാർ', // Katihar
    'ഖഗഡിയ', // Khagaria
    'കിഷൻഗഞ്ച്', // Kishanganj
    'ലഖിസരായ്', // Lakhisarai
    'മധേപുര', // Madhepura
    'മധുബനി', // Madhubani
    'മുംഗേർ', // Munger
    'മുസഫർപൂർ', // Muzaffarpur
    'നളന്ദ', // Nalanda
    'നവാദ', // Nawada
    'പട്ന', // Patna
    'പൂർണിയ', // Purnia
    'രോഹ്താസ്', // Rohtas
    'സഹർസ', // Saharsa
    'സമസ്തിപൂർ', // Samastipur
    'സാരൺ', // Saran
    'ശേഖ്പുര', // Sheikhpura
    'ശിവഹർ', // Sheohar
    'സീതാമഢി', // Sitamarhi
    'സിവാൻ', // Siwan
    'സുപൗൽ', // Supaul
    'വൈശാലി', // Vaishali
    'പടിഞ്ഞാറൻ ചമ്പാരൻ', // West Champaran
  ],
  CG: [
    'ബാലോദ്', // Balod
    'ബലോദ ബസാർ', // Baloda Bazar
    'ബൽറാംപൂർ', // Balrampur
    'ബസ്തർ', // Bastar
    'ബേമേതര', // Bemetara
    'ബീജാപൂർ', // Bijapur
    'ബിലാസ്പൂർ', // Bilaspur
    'ദന്തേവാഡ', // Dantewada
    'ധംതരി', // Dhamtari
    'ദുർഗ്', // Durg
    'ഗരിയാബന്ദ്', // Gariaband
    'ഗൗരേല-പെൻഡ്ര-മർവാഹി', // Gaurela-Pendra-Marwahi
    'ജാഞ്ജ്ഗീർ-ചാമ്പ', // Janjgir-Champa
    'ജഷ്പൂർ', // Jashpur
    'കബീർധാം', // Kabirdham
    'കാങ്കേർ', // Kanker
    'ഖൈരാഗഢ്-ഛുയിഖദാൻ-ഗണ്ഡായി', // Khairagarh-Chhuikhadan-Gandai
    'കൊണ്ടാഗാവ്', // Kondagaon
    'കോർബ', // Korba
    'കൊറിയ', // Koriya
    'മഹാസമുന്ദ്', // Mahasamund
    'മനേന്ദ്രഗഢ്-ചിർമിരി-ഭരത്പൂർ', // Manendragarh-Chirmiri-Bharatpur
    'മോഹ്ല-മാൻപൂർ-അംബാഗഢ് ചൗക്കി', // Mohla-Manpur-Ambagarh Chowki
    'മുംഗേലി', // Mungeli
    'നാരായൺപൂർ', // Narayanpur
    'റായ്ഗഢ്', // Raigarh
    'റായ്പൂർ', // Raipur
    'രാജ്നന്ദ്ഗാവ്', // Rajnandgaon
    'സക്തി', // Sakti
    'സാരംഗഢ്-ബിലായിഗഢ്', // Sarangarh-Bilaigarh
    'സുക്മ', // Sukma
    'സൂരജ്പൂർ', // Surajpur
    'സർഗുജ', // Surguja
  ],
  GA: [
    'വടക്കൻ ഗോവ', // North Goa
    'തെക്കൻ ഗോവ', // South Goa
  ],
  GJ: [
    'അഹമ്മദാബാദ്', // Ahmedabad
    'അമ്രേലി', // Amreli
    'ആനന്ദ്', // Anand
    'ആരവല്ലി', // Aravalli
    'ബനാസ്കാന്ത', // Banaskantha
    'ഭറൂച്ച്', // Bharuch
    'ഭാവ്നഗർ', // Bhavnagar
    'ബോട്ടാദ്', // Botad
    'ഛോട്ടാ ഉദയ്പൂർ', // Chhota Udaipur
    'ദാഹോദ്', // Dahod
    'ഡാങ്', // Dang
    'ദേവഭൂമി ദ്വാരക', // Devbhumi Dwarka
    'ഗാന്ധിനഗർ', // Gandhinagar
    'ഗിർ സോമനാഥ്', // Gir Somnath
    'ജാംനഗർ', // Jamnagar
    'ജുനാഗഢ്', // Junagadh
    'ഖേഡ', // Kheda
    'കച്ച്', // Kutch
    'മഹിസാഗർ', // Mahisagar
    'മെഹ്സാന', // Mehsana
    'മോർബി', // Morbi
    'നർമദ', // Narmada
    'നവ്സാരി', // Navsari
    'പഞ്ച്മഹൽ', // Panchmahal
    'പാടൺ', // Patan
    'പോർബന്തർ', // Porbandar
    'രാജ്കോട്ട്', // Rajkot
    'സാബർകാന്ത', // Sabarkantha
    'സൂറത്ത്', // Surat
    'സുരേന്ദ്രനഗർ', // Surendranagar
    'താപി', // Tapi
    'വഡോദര', // Vadodara
    'വൽസാഡ്', // Valsad
  ],
  HR: [
    'അംബാല', // Ambala
    'ഭിവാനി', // Bhiwani
    'ചർഖി ദാദ്രി', // Charkhi Dadri
    'ഫരീദാബാദ്', // Faridabad
    'ഫത്തേഹാബാദ്', // Fatehabad
    'ഗുരുഗ്രാം', // Gurugram
    'ഹിസാർ', // Hisar
    'ഝജ്ജർ', // Jhajjar
    'ജിന്ദ്', // Jind
    'കൈഥൽ', // Kaithal
    'കർണാൽ', // Karnal
    'കുരുക്ഷേത്ര', // Kurukshetra
    'മഹേന്ദ്രഗഢ്', // Mahendragarh
    'നൂഹ്', // Nuh
    'പൽവൽ', // Palwal
    'പഞ്ച്കുള', // Panchkula
    'പാനിപ്പത്ത്', // Panipat
    'രേവാരി', // Rewari
    'റോഹ്തക്', // Rohtak
    'സിർസ', // Sirsa
    'സോനിപത്ത്', // Sonipat
    'യമുനാനഗർ', // Yamunanagar
  ],
  HP: [
    'ബിലാസ്പൂർ', // Bilaspur
    'ചമ്പ', // Chamba
    'ഹമീർപൂർ', // Hamirpur
    'കാംഗ്ര', // Kangra
    'കിന്നൗർ', // Kinnaur
    'കുളു', // Kullu
    'ലാഹൗൾ-സ്പിതി', // Lahaul and Spiti
    'മണ്ഡി', // Mandi
    'ഷിംല', // Shimla
    'സിർമൗർ', // Sirmaur
    'സോളൻ', // Solan
    'ഉന', // Una
  ],
  JH: [
    'ബൊക്കാറോ', // Bokaro
    'ചത്ര', // Chatra
    'ദേവ്ഘർ', // Deoghar
    'ധൻബാദ്', // Dhanbad
    'ദുംക', // Dumka
    'കിഴക്കൻ സിംഗ്ഭൂം', // East Singhbhum
    'ഗഢ്വ', // Garhwa
    'ഗിരിഡീഹ്', // Giridih
    'ഗോഡ്ഡ', // Godda
    'ഗുംല', // Gumla
    'ഹസാരിബാഗ്', // Hazaribagh
    'ജാംതാര', // Jamtara
    'ഖുന്തി', // Khunti
    'കോഡർമ', // Koderma
    'ലാത്തേഹാർ', // Latehar
    'ലോഹർദഗ', // Lohardaga
    'പാകുർ', // Pakur
    'പലാമു', // Palamu
    'രാംഗഢ്', // Ramgarh
    'റാഞ്ചി', // Ranchi
    'സാഹിബ്ഗഞ്ച്', // Sahibganj
    'സരായ്കേല ഖർസാവാൻ', // Seraikela Kharsawan
    'സിംഡെഗ', // Simdega
    'പടിഞ്ഞാറൻ സിംഗ്ഭൂം', // West Singhbhum
  ],
  KA: [
    'ബാഗൽകോട്ട്', // Bagalkot
    'ബെല്ലാരി', // Ballari
    'ബെളഗാവി', // Belagavi
    'ബെംഗളൂരു ഗ്രാമീണം', // Bengaluru Rural
    'ബെംഗളൂരു നഗരം', // Bengaluru Urban
    'ബീദർ', // Bidar
    'ചാമരാജനഗർ', // Chamarajanagar
    'ചിക്കബല്ലാപ്പൂർ', // Chikkaballapur
    'ചിക്കമഗളൂരു', // Chikkamagaluru
    'ചിത്രദുർഗ', // Chitradurga
    'ദക്ഷിണ കന്നഡ', // Dakshina Kannada
    'ദാവണഗെരെ', // Davanagere
    'ധാർവാഡ്', // Dharwad
    'ഗദഗ്', // Gadag
    'ഹാസൻ', // Hassan
    'ഹാവേരി', // Haveri
    'കലബുറഗി', // Kalaburagi
    'കുടക്', // Kodagu
    'കോലാർ', // Kolar
    'കൊപ്പൾ', // Koppal
    'മണ്ഡ്യ', // Mandya
    'മൈസൂരു', // Mysuru
    'റായ്ച്ചൂർ', // Raichur
    'രാമനഗര', // Ramanagara
    'ശിവമൊഗ്ഗ', // Shivamogga
    'തുമകൂരു', // Tumakuru
    'ഉഡുപ്പി', // Udupi
    'ഉത്തര കന്നഡ', // Uttara Kannada
    'വിജയനഗര', // Vijayanagara
    'വിജയപുര', // Vijayapura
    'യാദ്ഗിർ', // Yadgir
  ],
  KL: [
    'ആലപ്പുഴ', // Alappuzha
    'എറണാകുളം', // Ernakulam
    'ഇടുക്കി', // Idukki
    'കണ്ണൂർ', // Kannur
    'കാസർകോട്', // Kasaragod
    'കൊല്ലം', // Kollam
    'കോട്ടയം', // Kottayam
    'കോഴിക്കോട്', // Kozhikode
    'മലപ്പുറം', // Malappuram
    'പാലക്കാട്', // Palakkad
    'പത്തനംതിട്ട', // Pathanamthitta
    'തിരുവനന്തപുരം', // Thiruvananthapuram
    'തൃശ്ശൂർ', // Thrissur
    'വയനാട്', // Wayanad
  ],
  MP: [
    'ആഗർ മാൾവ', // Agar Malwa
    'അലിരാജ്പൂർ', // Alirajpur
    'അനൂപ്പൂർ', // Anuppur
    'അശോക്നഗർ', // Ashoknagar
    'ബാലാഘാട്ട്', // Balaghat
    'ബഡ്വാനി', // Barwani
    'ബേതുൽ', // Betul
    'ഭിണ്ഡ്', // Bhind
    'ഭോപ്പാൽ', // Bhopal
    'ബുർഹാൻപൂർ', // Burhanpur
    'ഛത്തർപൂർ', // Chhatarpur
    'ഛിന്ദ്വാര', // Chhindwara
    'ദമോഹ്', // Damoh
    'ദതിയ', // Datia
    'ദേവാസ്', // Dewas
    'ധാർ', // Dhar
    'ഡിണ്ടോരി', // Dindori
    'ഗുണ', // Guna
    'ഗ്വാളിയോർ', // Gwalior
    'ഹർദ', // Harda
    'ഇൻഡോർ', // Indore
    'ജബൽപൂർ', // Jabalpur
    'ഝാബുവ', // Jhabua
    'കട്നി', // Katni
    'ഖണ്ഡ്വ', // Khandwa
    'ഖർഗോൻ', // Khargone
    'മൈഹർ', // Maihar
    'മണ്ഡ്ല', // Mandla
    'മന്ദ്സൗർ', // Mandsaur
    'മൗഗഞ്ച്', // Mauganj
    'മൊറേന', // Morena
    'നർമദാപുരം', // Narmadapuram
    'നർസിങ്പൂർ', // Narsinghpur
    'നീമച്ച്', // Neemuch
    'നിവാരി', // Niwari
    'പാണ്ഡുർണ', // Pandhurna
    'പന്ന', // Panna
    'റായ്സെൻ', // Raisen
    'രാജ്ഗഢ്', // Rajgarh
    'രത്ലാം', // Ratlam
    'രേവ', // Rewa
    'സാഗർ', // Sagar
    'സത്ന', // Satna
    'സെഹോർ', // Sehore
    'സിവനി', // Seoni
    'ഷഹ്ഡോൾ', // Shahdol
    'ഷാജാപൂർ', // Shajapur
    'ഷിയോപൂർ', // Sheopur
    'ശിവ്പുരി', // Shivpuri
    'സീധി', // Sidhi
    'സിംഗ്രൗലി', // Singrauli
    'ടീക്കംഗഢ്', // Tikamgarh
    'ഉജ്ജയിൻ', // Ujjain
    'ഉമരിയ', // Umaria
    'വിദിശ', // Vidisha
  ],
  MH: [
    'അഹില്യാനഗർ', // Ahilyanagar
    'അകോല', // Akola
    'അമരാവതി', // Amravati
    'ബീഡ്', // Beed
    'ഭണ്ഡാര', // Bhandara
    'ബുൽഢാന', // Buldhana
    'ചന്ദ്രപൂർ', // Chandrapur
    'ഛത്രപതി സംഭാജിനഗർ', // Chhatrapati Sambhajinagar
    'ധാരാശിവ്', // Dharashiv
    'ധുളെ', // Dhule
    'ഗഡ്ചിരോളി', // Gadchiroli
    'ഗോന്ദിയ', // Gondia
    'ഹിംഗോളി', // Hingoli
    'ജൽഗാവ്', // Jalgaon
    'ജാൽന', // Jalna
    'കോലാപ്പൂർ', // Kolhapur
    'ലാത്തൂർ', // Latur
    'മുംബൈ നഗരം', // Mumbai City
    'മുംബൈ ഉപനഗരം', // Mumbai Suburban
    'നാഗ്പൂർ', // Nagpur
    'നാന്ദേഡ്', // Nanded
    'നന്ദുർബാർ', // Nandurbar
    'നാസിക്', // Nashik
    'പാൽഘർ', // Palghar
    'പർഭണി', // Parbhani
    'പുണെ', // Pune
    'റായ്ഗഡ്', // Raigad
    'രത്നഗിരി', // Ratnagiri
    'സാംഗ്ലി', // Sangli
    'സത്താറ', // Satara
    'സിന്ധുദുർഗ്', // Sindhudurg
    'സോലാപ്പൂർ', // Solapur
    'താനെ', // Thane
    'വർധ', // Wardha
    'വാഷിം', // Washim
    'യവത്മാൾ', // Yavatmal
  ],
  MN: [
    'ബിഷ്ണുപൂർ', // Bishnupur
    'ചന്ദേൽ', // Chandel
    'ചുരാചന്ദ്പൂർ', // Churachandpur
    'കിഴക്കൻ ഇംഫാൽ', // Imphal East
    'പടിഞ്ഞാറൻ ഇംഫാൽ', // Imphal West
    'ജിരിബാം', // Jiribam
    'കാക്ചിങ്', // Kakching
    'കാംജോങ്', // Kamjong
    'കാങ്പോക്പി', // Kangpokpi
    'നോനി', // Noney
    'ഫെർസോൾ', // Pherzawl
    'സേനാപതി', // Senapati
    'തമെങ്ലോങ്', // Tamenglong
    'തെങ്നൗപാൽ', // Tengnoupal
    'ഥൗബാൽ', // Thoubal
    'ഉഖ്രുൽ', // Ukhrul
  ],
  ML: [
    'കിഴക്കൻ ഗാരോ കുന്നുകൾ', // East Garo Hills
    'കിഴക്കൻ ജയന്തിയ കുന്നുകൾ', // East Jaintia Hills
    'കിഴക്കൻ ഖാസി കുന്നുകൾ', // East Khasi Hills
    'കിഴക്കൻ പടിഞ്ഞാറൻ ഖാസി കുന്നുകൾ', // Eastern West Khasi Hills
    'വടക്കൻ ഗാരോ കുന്നുകൾ', // North Garo Hills
    'റി ഭോയ്', // Ri Bhoi
    'തെക്കൻ ഗാരോ കുന്നുകൾ', // South Garo Hills
    'തെക്കുപടിഞ്ഞാറൻ ഗാരോ കുന്നുകൾ', // South West Garo Hills
    'തെക്കുപടിഞ്ഞാറൻ ഖാസി കുന്നുകൾ', // South West Khasi Hills
    'പടിഞ്ഞാറൻ ഗാരോ കുന്നുകൾ', // West Garo Hills
    'പടിഞ്ഞാറൻ ജയന്തിയ കുന്നുകൾ', // West Jaintia Hills
    'പടിഞ്ഞാറൻ ഖാസി കുന്നുകൾ', // West Khasi Hills
  ],
  MZ: [
    'ഐസോൾ', // Aizawl
    'ചംഫായ്', // Champhai
    'ഹ്നാഥിയാൽ', // Hnahthial
    'ഖോസോൾ', // Khawzawl
    'കോലാസിബ്', // Kolasib
    'ലോങ്ത്ലായ്', // Lawngtlai
    'ലുങ്ലെയ്', // Lunglei
    'മാമിത്', // Mamit
    'സൈതുവാൽ', // Saitual
    'സെർഛിപ്', // Serchhip
    'സിയാഹ', // Siaha
  ],
  NL: [
    'ചുമൗകെഡിമ', // Chumoukedima
    'ദിമാപൂർ', // Dimapur
    'കിഫിരെ', // Kiphire
    'കൊഹിമ', // Kohima
    'ലോങ്ലെങ്', // Longleng
    'മെലൂരി', // Meluri
    'മൊകോക്ചുങ്', // Mokokchung
    'മോൻ', // Mon
    'നിയുലാൻഡ്', // Niuland
    'നോക്ലാക്', // Noklak
    'പെരെൻ', // Peren
    'ഫെക്', // Phek
    'ഷമാതോർ', // Shamator
    'ത്സെമിന്യു', // Tseminyu
    'ത്യുൻസാങ്', // Tuensang
    'വോഖ', // Wokha
    'സുൻഹെബോട്ടോ', // Zunheboto
  ],
  OD: [
    'അംഗുൽ', // Angul
    'ബലാംഗീർ', // Balangir
    'ബാലസോർ', // Balasore
    'ബർഗഢ്', // Bargarh
    'ഭദ്രക്', // Bhadrak
    'ബൗധ്', // Boudh
    'കട്ടക്ക്', // Cuttack
    'ദേവ്ഗഢ്', // Deogarh
    'ധെങ്കനാൽ', // Dhenkanal
    'ഗജപതി', // Gajapati
    'ഗഞ്ചാം', // Ganjam
    'ജഗത്സിങ്പൂർ', // Jagatsinghpur
    'ജാജ്പൂർ', // Jajpur
    'ഝാർസുഗുഡ', // Jharsuguda
    'കലഹണ്ടി', // Kalahandi
    'കന്ധമാൽ', // Kandhamal
    'കേന്ദ്രപാഡ', // Kendrapara
    'കേന്ദുഝർ', // Kendujhar
    'ഖോർധ', // Khordha
    'കോരാപുട്ട്', // Koraput
    'മൽക്കാൻഗിരി', // Malkangiri
    'മയൂർഭഞ്ജ്', // Mayurbhanj
    'നബരംഗ്പൂർ', // Nabarangpur
    'നയാഗഢ്', // Nayagarh
    'നുവാപാഡ', // Nuapada
    'പുരി', // Puri
    'റായഗഡ', // Rayagada
    'സംബൽപൂർ', // Sambalpur
    'സുബർണപൂർ', // Subarnapur
    'സുന്ദർഗഢ്', // Sundargarh
  ],
  PB: [
    'അമൃത്സർ', // Amritsar
    'ബർണാല', // Barnala
    'ബഠിൻഡ', // Bathinda
    'ഫരീദ്കോട്ട്', // Faridkot
    'ഫത്തേഗഢ് സാഹിബ്', // Fatehgarh Sahib
    'ഫാസിൽക', // Fazilka
    'ഫിറോസ്പൂർ', // Ferozepur
    'ഗുർദാസ്പൂർ', // Gurdaspur
    'ഹോഷിയാർപൂർ', // Hoshiarpur
    'ജലന്ധർ', // Jalandhar
    'കപൂർത്തല', // Kapurthala
    'ലുധിയാന', // Ludhiana
    'മലേർകോട്ല', // Malerkotla
    'മാൻസ', // Mansa
    'മോഗ', // Moga
    'പഠാൻകോട്ട്', // Pathankot
    'പട്യാല', // Patiala
    'രൂപ്നഗർ', // Rupnagar
    'സാഹിബ്സാദ അജിത് സിങ് നഗർ', // Sahibzada Ajit Singh Nagar
    'സംഗ്രൂർ', // Sangrur
    'ഷഹീദ് ഭഗത് സിങ് നഗർ', // Shaheed Bhagat Singh Nagar
    'ശ്രീ മുക്തസർ സാഹിബ്', // Sri Muktsar Sahib
    'തരൻ താരൻ', // Tarn Taran
  ],
  RJ: [
    'അജ്മീർ', // Ajmer
    'അൽവാർ', // Alwar
    'ബാലോത്ര', // Balotra
    'ബാൻസ്വാര', // Banswara
    'ബാരൻ', // Baran
    'ബാർമർ', // Barmer
    'ബിയാവർ', // Beawar
    'ഭരത്പൂർ', // Bharatpur
    'ഭിൽവാര', // Bhilwara
    'ബിക്കാനീർ', // Bikaner
    'ബുന്ദി', // Bundi
    'ചിത്തോർഗഢ്', // Chittorgarh
    'ചുരു', // Churu
    'ദൗസ', // Dausa
    'ഡീഗ്', // Deeg
    'ധോൽപൂർ', // Dholpur
    'ഡീഡ്വാന-കുചാമൻ', // Didwana-Kuchaman
    'ദുംഗർപൂർ', // Dungarpur
    'ഹനുമാൻഗഢ്', // Hanumangarh
    'ജയ്പൂർ', // Jaipur
    'ജയ്സാൽമീർ', // Jaisalmer
    'ജാലോർ', // Jalore
    'ഝാലാവാർ', // Jhalawar
    'ഝുൻഝുനു', // Jhunjhunu
    'ജോധ്പൂർ', // Jodhpur
    'കരൗലി', // Karauli
    'ഖൈർതൽ-തിജാര', // Khairthal-Tijara
    'കോട്ട', // Kota
    'കോട്പുത്ലി-ബെഹ്റോർ', // Kotputli-Behror
    'നാഗൗർ', // Nagaur
    'പാലി', // Pali
    'ഫലോദി', // Phalodi
    'പ്രതാപ്ഗഢ്', // Pratapgarh
    'രാജ്സമന്ദ്', // Rajsamand
    'സലൂംബർ', // Salumbar
    'സവായ് മധോപൂർ', // Sawai Madhopur
    'സീക്കർ', // Sikar
    'സിരോഹി', // Sirohi
    'ശ്രീ ഗംഗാനഗർ', // Sri Ganganagar
    'ടോങ്ക്', // Tonk
    'ഉദയ്പൂർ', // Udaipur
  ],
  SK: [
    'ഗാങ്ടോക്ക്', // Gangtok
    'ഗ്യാൽഷിങ്', // Gyalshing
    'മംഗൻ', // Mangan
    'നാംചി', // Namchi
    'പാക്യോങ്', // Pakyong
    'സോറെങ്', // Soreng
  ],
  TN: [
    'അരിയലൂർ', // Ariyalur
    'ചെങ്കൽപ്പട്ട്', // Chengalpattu
    'ചെന്നൈ', // Chennai
    'കോയമ്പത്തൂർ', // Coimbatore
    'കടലൂർ', // Cuddalore
    'ധർമ്മപുരി', // Dharmapuri
    'ദിണ്ടിഗൽ', // Dindigul
    'ഈറോഡ്', // Erode
    'കള്ളക്കുറിച്ചി', // Kallakurichi
    'കാഞ്ചീപുരം', // Kancheepuram
    'കന്യാകുമാരി', // Kanniyakumari
    'കരൂർ', // Karur
    'കൃഷ്ണഗിരി', // Krishnagiri
    'മധുര', // Madurai
    'മയിലാടുതുറ', // Mayiladuthurai
    'നാഗപട്ടണം', // Nagapattinam
    'നാമക്കൽ', // Namakkal
    'നീലഗിരി', // Nilgiris
    'പെരമ്പലൂർ', // Perambalur
    'പുതുക്കോട്ട', // Pudukkottai
    'രാമനാഥപുരം', // Ramanathapuram
    'റാണിപ്പേട്ട', // Ranipet
    'സേലം', // Salem
    'ശിവഗംഗ', // Sivaganga
    'തെങ്കാശി', // Tenkasi
    'തഞ്ചാവൂർ', // Thanjavur
    'തേനി', // Theni
    'തൂത്തുക്കുടി', // Thoothukudi
    'തിരുച്ചിറപ്പള്ളി', // Tiruchirappalli
    'തിരുനെൽവേലി', // Tirunelveli
    'തിരുപ്പത്തൂർ', // Tirupathur
    'തിരുപ്പൂർ', // Tiruppur
    'തിരുവള്ളൂർ', // Tiruvallur
    'തിരുവണ്ണാമല', // Tiruvannamalai
    'തിരുവാരൂർ', // Tiruvarur
    'വെല്ലൂർ', // Vellore
    'വില്ലുപുരം', // Viluppuram
    'വിരുദുനഗർ', // Virudhunagar
  ],
  TG: [
    'ആദിലാബാദ്', // Adilabad
    'ഭദ്രാദ്രി കൊത്തഗുഡെം', // Bhadradri Kothagudem
    'ഹനുമകൊണ്ട', // Hanumakonda
    'ഹൈദരാബാദ്', // Hyderabad
    'ജഗിത്യാൽ', // Jagtial
    'ജനഗാവ്', // Jangaon
    'ജയശങ്കർ ഭൂപാലപ്പള്ളി', // Jayashankar Bhupalpally
    'ജോഗുലാംബ ഗദ്വാൾ', // Jogulamba Gadwal
    'കാമാറെഡ്ഡി', // Kamareddy
    'കരിംനഗർ', // Karimnagar
    'ഖമ്മം', // Khammam
    'കുമുരം ഭീം ആസിഫാബാദ്', // Kumuram Bheem Asifabad
    'മഹബൂബാബാദ്', // Mahabubabad
    'മഹബൂബ്നഗർ', // Mahabubnagar
    'മഞ്ചിര്യാൽ', // Mancherial
    'മേദക്', // Medak
    'മേഡ്ചൽ-മൽകാജ്ഗിരി', // Medchal-Malkajgiri
    'മുലുഗു', // Mulugu
    'നാഗർകർണൂൽ', // Nagarkurnool
    'നൽഗൊണ്ട', // Nalgonda
    'നാരായൺപേട്ട്', // Narayanpet
    'നിർമൽ', // Nirmal
    'നിസാമാബാദ്', // Nizamabad
    'പെദ്ദപ്പള്ളി', // Peddapalli
    'രാജണ്ണ സിർസില്ല', // Rajanna Sircilla
    'രംഗാറെഡ്ഡി', // Ranga Reddy
    'സംഗാറെഡ്ഡി', // Sangareddy
    'സിദ്ദിപ്പേട്ട്', // Siddipet
    'സൂര്യാപേട്ട്', // Suryapet
    'വികാരാബാദ്', // Vikarabad
    'വനപർത്തി', // Wanaparthy
    'വാറങ്കൽ', // Warangal
    'യാദാദ്രി ഭുവനഗിരി', // Yadadri Bhuvanagiri
  ],
  TR: [
    'ധലായ്', // Dhalai
    'ഗോമതി', // Gomati
    'ഖോവായ്', // Khowai
    'വടക്കൻ ത്രിപുര', // North Tripura
    'സെപാഹിജല', // Sepahijala
    'തെക്കൻ ത്രിപുര', // South Tripura
    'ഉനകോടി', // Unakoti
    'പടിഞ്ഞാറൻ ത്രിപുര', // West Tripura
  ],
  UP: [
    'ആഗ്ര', // Agra
    'അലീഗഢ്', // Aligarh
    'അംബേദ്കർ നഗർ', // Ambedkar Nagar
    'അമേഠി', // Amethi
    'അംറോഹ', // Amroha
    'ഔറയ്യ', // Auraiya
    'അയോധ്യ', // Ayodhya
    'അസംഗഢ്', // Azamgarh
    'ബാഗ്പത്', // Baghpat
    'ബഹ്റൈച്ച്', // Bahraich
    'ബല്ലിയ', // Ballia
    'ബൽറാംപൂർ', // Balrampur
    'ബാന്ദ', // Banda
    'ബാരാബങ്കി', // Barabanki
    'ബറേലി', // Bareilly
    'ബസ്തി', // Basti
    'ഭദോഹി', // Bhadohi
    'ബിജ്നോർ', // Bijnor
    'ബദായൂൻ', // Budaun
    'ബുലന്ദ്ശഹർ', // Bulandshahr
    'ചന്ദൗലി', // Chandauli
    'ചിത്രകൂട്', // Chitrakoot
    'ദേവരിയ', // Deoria
    'ഏട്ട', // Etah
    'ഇട്ടാവ', // Etawah
    'ഫറൂഖാബാദ്', // Farrukhabad
    'ഫത്തേപൂർ', // Fatehpur
    'ഫിറോസാബാദ്', // Firozabad
    'ഗൗതം ബുദ്ധ നഗർ', // Gautam Buddha Nagar
    'ഗാസിയാബാദ്', // Ghaziabad
    'ഗാസിപൂർ', // Ghazipur
    'ഗോണ്ട', // Gonda
    'ഗോരഖ്പൂർ', // Gorakhpur
    'ഹമീർപൂർ', // Hamirpur
    'ഹാപൂർ', // Hapur
    'ഹർദോയ്', // Hardoi
    'ഹാഥ്റസ്', // Hathras
    'ജാലൗൻ', // Jalaun
    'ജൗൻപൂർ', // Jaunpur
    'ഝാൻസി', // Jhansi
    'കനൗജ്', // Kannauj
    'കാൻപൂർ ദേഹാത്', // Kanpur Dehat
    'കാൻപൂർ നഗർ', // Kanpur Nagar
    'കാസ്ഗഞ്ച്', // Kasganj
    'കൗശാംബി', // Kaushambi
    'കുശിനഗർ', // Kushinagar
    'ലഖിംപൂർ ഖേരി', // Lakhimpur Kheri
    'ലളിത്പൂർ', // Lalitpur
    'ലഖ്നൗ', // Lucknow
    'മഹാരാജ്ഗഞ്ച്', // Maharajganj
    'മഹോബ', // Mahoba
    'മെയിൻപുരി', // Mainpuri
    'മഥുര', // Mathura
    'മൗ', // Mau
    'മീററ്റ്', // Meerut
    'മിർസാപൂർ', // Mirzapur
    'മൊറാദാബാദ്', // Moradabad
    'മുസഫർനഗർ', // Muzaffarnagar
    'പിലിഭിത്ത്', // Pilibhit
    'പ്രതാപ്ഗഢ്', // Pratapgarh
    'പ്രയാഗ്രാജ്', // Prayagraj
    'റായ്ബറേലി', // Rae Bareli
    'രാംപൂർ', // Rampur
    'സഹാറൻപൂർ', // Saharanpur
    'സംഭൽ', // Sambhal
    'സന്ത് കബീർ നഗർ', // Sant Kabir Nagar
    'ഷാജഹാൻപൂർ', // Shahjahanpur
    'ഷാംലി', // Shamli
    'ശ്രാവസ്തി', // Shravasti
    'സിദ്ധാർഥ്നഗർ', // Siddharthnagar
    'സീതാപൂർ', // Sitapur
    'സോൻഭദ്ര', // Sonbhadra
    'സുൽത്താൻപൂർ', // Sultanpur
    'ഉന്നാവ്', // Unnao
    'വാരാണസി', // Varanasi
  ],
  UK: [
    'അൽമോറ', // Almora
    'ബാഗേശ്വർ', // Bageshwar
    'ചമോലി', // Chamoli
    'ചമ്പാവത്ത്', // Champawat
    'ഡെറാഡൂൺ', // Dehradun
    'ഹരിദ്വാർ', // Haridwar
    'നൈനിറ്റാൾ', // Nainital
    'പൗരി ഗഢ്വാൾ', // Pauri Garhwal
    'പിത്തോറഗഢ്', // Pithoragarh
    'രുദ്രപ്രയാഗ്', // Rudraprayag
    'തെഹ്രി ഗഢ്വാൾ', // Tehri Garhwal
    'ഉധം സിങ് നഗർ', // Udham Singh Nagar
    'ഉത്തരകാശി', // Uttarkashi
  ],
  WB: [
    'അലിപുർദുവാർ', // Alipurduar
    'ബാങ്കുര', // Bankura
    'ബീർഭൂം', // Birbhum
    'കൂച്ച് ബിഹാർ', // Cooch Behar
    'ദക്ഷിണ ദിനാജ്പൂർ', // Dakshin Dinajpur
    'ഡാർജിലിങ്', // Darjeeling
    'ഹൂഗ്ലി', // Hooghly
    'ഹൗറ', // Howrah
    'ജൽപായ്ഗുരി', // Jalpaiguri
    'ഝാർഗ്രാം', // Jhargram
    'കലിംപോങ്', // Kalimpong
    'കൊൽക്കത്ത', // Kolkata
    'മാൾഡ', // Malda
    'മുർഷിദാബാദ്', // Murshidabad
    'നാദിയ', // Nadia
    'വടക്കൻ 24 പർഗാനാസ്', // North 24 Parganas
    'പശ്ചിമ ബർധമാൻ', // Paschim Bardhaman
    'പശ്ചിമ മേദിനീപൂർ', // Paschim Medinipur
    'പൂർവ ബർധമാൻ', // Purba Bardhaman
    'പൂർവ മേദിനീപൂർ', // Purba Medinipur
    'പുരുലിയ', // Purulia
    'തെക്കൻ 24 പർഗാനാസ്', // South 24 Parganas
    'ഉത്തര ദിനാജ്പൂർ', // Uttar Dinajpur
  ],
  AN: [
    'നിക്കോബാർ', // Nicobar
    'വടക്കൻ-മധ്യ ആൻഡമാൻ', // North and Middle Andaman
    'തെക്കൻ ആൻഡമാൻ', // South Andaman
  ],
  CH: [
    'ചണ്ഡീഗഢ്', // Chandigarh
  ],
  DH: [
    'ദാദ്ര-നഗർ ഹവേലി', // Dadra and Nagar Haveli
    'ദാമൻ', // Daman
    'ദിയു', // Diu
  ],
  DL: [
    'മധ്യ ഡൽഹി', // Central Delhi
    'കിഴക്കൻ ഡൽഹി', // East Delhi
    'ന്യൂ ഡൽഹി', // New Delhi
    'വടക്കൻ ഡൽഹി', // North Delhi
    'വടക്കുകിഴക്കൻ ഡൽഹി', // North East Delhi
    'വടക്കുപടിഞ്ഞാറൻ ഡൽഹി', // North West Delhi
    'ഷാഹ്ദര', // Shahdara
    'തെക്കൻ ഡൽഹി', // South Delhi
    'തെക്കുകിഴക്കൻ ഡൽഹി', // South East Delhi
    'തെക്കുപടിഞ്ഞാറൻ ഡൽഹി', // South West Delhi
    'പടിഞ്ഞാറൻ ഡൽഹി', // West Delhi
  ],
  JK: [
    'അനന്ത്നാഗ്', // Anantnag
    'ബന്ദിപ്പോര', // Bandipora
    'ബാരാമുള്ള', // Baramulla
    'ബഡ്ഗാം', // Budgam
    'ദോഡ', // Doda
    'ഗാന്ദർബാൽ', // Ganderbal
    'ജമ്മു', // Jammu
    'കഠുവ', // Kathua
    'കിഷ്ത്വാർ', // Kishtwar
    'കുൽഗാം', // Kulgam
    'കുപ്വാര', // Kupwara
    'പൂഞ്ച്', // Poonch
    'പുൽവാമ', // Pulwama
    'രജൗരി', // Rajouri
    'റാംബൻ', // Ramban
    'റിയാസി', // Reasi
    'സാംബ', // Samba
    'ഷോപിയാൻ', // Shopian
    'ശ്രീനഗർ', // Srinagar
    'ഉധംപൂർ', // Udhampur
  ],
  LA: [
    'കാർഗിൽ', // Kargil
    'ലേ', // Leh
  ],
  LD: [
    'ലക്ഷദ്വീപ്', // Lakshadweep
  ],
  PY: [
    'കാരയ്ക്കൽ', // Karaikal
    'മാഹി', // Mahe
    'പുതുച്ചേരി', // Puducherry
    'യാനം', // Yanam
  ],
};
