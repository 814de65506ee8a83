// Names of India's districts in Kannada (issue 15: the Kannada interface showed them in English,
// as a transliteration from Hindi reads wrongly in Kannada script), written by hand: Karnataka's
// districts by their official Kannada names, the others in the common Kannada spelling, with
// directions and the like translated (ಉತ್ತರ, ದಕ್ಷಿಣ, ಪೂರ್ವ, ಪಶ್ಚಿಮ, ಗ್ರಾಮಾಂತರ, ನಗರ). In the order of each
// state's districts in india-data.ts (a test checks the counts and the script).

/** State code to its districts in Kannada, in the order of `IndiaState.districts`. */
export const DISTRICTS_KN: Readonly<Record<string, readonly string[]>> = {
  AP: [
    'ಅಲ್ಲೂರಿ ಸೀತಾರಾಮ ರಾಜು', // Alluri Sitharama Raju
    'ಅನಕಾಪಲ್ಲಿ', // Anakapalli
    'ಅನಂತಪುರ', // Anantapur
    'ಅನ್ನಮಯ್ಯ', // Annamayya
    'ಬಾಪಟ್ಲ', // Bapatla
    'ಚಿತ್ತೂರು', // Chittoor
    'ಡಾ. ಬಿ. ಆರ್. ಅಂಬೇಡ್ಕರ್ ಕೋನಸೀಮ', // Dr. B. R. Ambedkar Konaseema
    'ಪೂರ್ವ ಗೋದಾವರಿ', // East Godavari
    'ಏಲೂರು', // Eluru
    'ಗುಂಟೂರು', // Guntur
    'ಕಾಕಿನಾಡ', // Kakinada
    'ಕೃಷ್ಣಾ', // Krishna
    'ಕರ್ನೂಲು', // Kurnool
    'ನಂದ್ಯಾಲ', // Nandyal
    'ಎನ್.ಟಿ.ಆರ್.', // NTR
    'ಪಲ್ನಾಡು', // Palnadu
    'ಪಾರ್ವತೀಪುರಂ ಮನ್ಯಂ', // Parvathipuram Manyam
    'ಪ್ರಕಾಶಂ', // Prakasam
    'ಶ್ರೀ ಪೊಟ್ಟಿ ಶ್ರೀರಾಮುಲು ನೆಲ್ಲೂರು', // Sri Potti Sriramulu Nellore
    'ಶ್ರೀ ಸತ್ಯಸಾಯಿ', // Sri Sathya Sai
    'ಶ್ರೀಕಾಕುಳಂ', // Srikakulam
    'ತಿರುಪತಿ', // Tirupati
    'ವಿಶಾಖಪಟ್ಟಣ', // Visakhapatnam
    'ವಿಜಯನಗರಂ', // Vizianagaram
    'ಪಶ್ಚಿಮ ಗೋದಾವರಿ', // West Godavari
    'ವೈ.ಎಸ್.ಆರ್. ಕಡಪ', // YSR Kadapa
  ],
  AR: [
    'ಅಂಜಾವ್', // Anjaw
    'ಬಿಚೋಮ್', // Bichom
    'ಚಾಂಗ್ಲಾಂಗ್', // Changlang
    'ದಿಬಾಂಗ್ ಕಣಿವೆ', // Dibang Valley
    'ಪೂರ್ವ ಕಾಮೆಂಗ್', // East Kameng
    'ಪೂರ್ವ ಸಿಯಾಂಗ್', // East Siang
    'ಇಟಾನಗರ ರಾಜಧಾನಿ ಪ್ರದೇಶ', // Itanagar Capital Complex
    'ಕಮ್ಲೆ', // Kamle
    'ಕೇಯಿ ಪನ್ಯೋರ್', // Keyi Panyor
    'ಕ್ರಾ ದಾದಿ', // Kra Daadi
    'ಕುರುಂಗ್ ಕುಮೇ', // Kurung Kumey
    'ಲೇಪಾ ರಾಡಾ', // Lepa Rada
    'ಲೋಹಿತ್', // Lohit
    'ಲೋಂಗ್ಡಿಂಗ್', // Longding
    'ಕೆಳ ದಿಬಾಂಗ್ ಕಣಿವೆ', // Lower Dibang Valley
    'ಕೆಳ ಸಿಯಾಂಗ್', // Lower Siang
    'ಕೆಳ ಸುಬನ್ಸಿರಿ', // Lower Subansiri
    'ನಾಮ್ಸಾಯಿ', // Namsai
    'ಪಕ್ಕೆ ಕೇಸಾಂಗ್', // Pakke Kessang
    'ಪಾಪುಮ್ ಪಾರೆ', // Papum Pare
    'ಶಿ ಯೋಮಿ', // Shi Yomi
    'ಸಿಯಾಂಗ್', // Siang
    'ತವಾಂಗ್', // Tawang
    'ತಿರಪ್', // Tirap
    'ಮೇಲಿನ ಸಿಯಾಂಗ್', // Upper Siang
    'ಮೇಲಿನ ಸುಬನ್ಸಿರಿ', // Upper Subansiri
    'ಪಶ್ಚಿಮ ಕಾಮೆಂಗ್', // West Kameng
    'ಪಶ್ಚಿಮ ಸಿಯಾಂಗ್', // West Siang
  ],
  AS: [
    'ಬಜಾಲಿ', // Bajali
    'ಬಕ್ಸಾ', // Baksa
    'ಬರಪೇಟಾ', // Barpeta
    'ಬಿಶ್ವನಾಥ್', // Biswanath
    'ಬೊಂಗಾಯಿಗಾಂವ್', // Bongaigaon
    'ಕಚಾರ್', // Cachar
    'ಚರಾಯಿದೇವ್', // Charaideo
    'ಚಿರಾಂಗ್', // Chirang
    'ದರಾಂಗ್', // Darrang
    'ಧೇಮಾಜಿ', // Dhemaji
    'ಧುಬ್ರಿ', // Dhubri
    'ದಿಬ್ರುಗಢ', // Dibrugarh
    'ದಿಮಾ ಹಸಾವ್', // Dima Hasao
    'ಗೋಲಪಾರ', // Goalpara
    'ಗೋಲಾಘಾಟ್', // Golaghat
    'ಹೈಲಾಕಾಂಡಿ', // Hailakandi
    'ಹೋಜಾಯಿ', // Hojai
    'ಜೋರಹಾಟ್', // Jorhat
    'ಕಾಮರೂಪ', // Kamrup
    'ಕಾಮರೂಪ ಮಹಾನಗರ', // Kamrup Metropolitan
    'ಕಾರ್ಬಿ ಆಂಗ್ಲಾಂಗ್', // Karbi Anglong
    'ಕೋಕ್ರಾಝಾರ್', // Kokrajhar
    'ಲಖೀಮಪುರ', // Lakhimpur
    'ಮಾಜುಲಿ', // Majuli
    'ಮೊರಿಗಾಂವ್', // Morigaon
    'ನಗಾಂವ್', // Nagaon
    'ನಲಬಾರಿ', // Nalbari
    'ಶಿವಸಾಗರ', // Sivasagar
    'ಶೋಣಿತಪುರ', // Sonitpur
    'ದಕ್ಷಿಣ ಸಾಲ್ಮಾರಾ-ಮಾನಕಚಾರ್', // South Salmara-Mankachar
    'ಶ್ರೀಭೂಮಿ', // Sribhumi
    'ತಾಮುಲಪುರ', // Tamulpur
    'ತಿನ್ಸುಕಿಯಾ', // Tinsukia
    'ಉದಾಲಗುರಿ', // Udalguri
    'ಪಶ್ಚಿಮ ಕಾರ್ಬಿ ಆಂಗ್ಲಾಂಗ್', // West Karbi Anglong
  ],
  BR: [
    'ಅರರಿಯಾ', // Araria
    'ಅರವಲ್', // Arwal
    'ಔರಂಗಾಬಾದ್', // Aurangabad
    'ಬಾಂಕಾ', // Banka
    'ಬೇಗುಸರಾಯ್', // Begusarai
    'ಭಾಗಲಪುರ', // Bhagalpur
    'ಭೋಜಪುರ', // Bhojpur
    'ಬಕ್ಸರ್', // Buxar
    'ದರಭಂಗಾ', // Darbhanga
    'ಪೂರ್ವ ಚಂಪಾರಣ್', // East Champaran
    'ಗಯಾ', // Gaya
    'ಗೋಪಾಲಗಂಜ್', // Gopalganj
    'ಜಮುಯಿ', // Jamui
    'ಜಹಾನಾಬಾದ್', // Jehanabad
    'ಕೈಮೂರ್', // Kaimur
    'ಕಟಿಹಾರ್', // Katihar
    'ಖಗಡಿಯಾ', // Khagaria
    'ಕಿಶನಗಂಜ್', // Kishanganj
    'ಲಖೀಸರಾಯ್', // Lakhisarai
    'ಮಧೇಪುರಾ', // Madhepura
    'ಮಧುಬನಿ', // Madhubani
    'ಮುಂಗೇರ್', // Munger
    'ಮುಜಫ್ಫರಪುರ', // Muzaffarpur
    'ನಾಲಂದಾ', // Nalanda
    'ನವಾದಾ', // Nawada
    'ಪಾಟ್ನಾ', // Patna
    'ಪೂರ್ಣಿಯಾ', // Purnia
    'ರೋಹತಾಸ್', // Rohtas
    'ಸಹರ್ಸಾ', // Saharsa
    'ಸಮಸ್ತಿಪುರ', // Samastipur
    'ಸಾರಣ್', // Saran
    'ಶೇಖಪುರಾ', // Sheikhpura
    'ಶಿವಹರ್', // Sheohar
    'ಸೀತಾಮಢಿ', // Sitamarhi
    'ಸಿವಾನ್', // Siwan
    'ಸುಪೌಲ್', // Supaul
    'ವೈಶಾಲಿ', // Vaishali
    'ಪಶ್ಚಿಮ ಚಂಪಾರಣ್', // West Champaran
  ],
  CG: [
    'ಬಾಲೋದ್', // Balod
    'ಬಲೋದಾ ಬಜಾರ್', // Baloda Bazar
    'ಬಲರಾಮಪುರ', // Balrampur
    'ಬಸ್ತರ್', // Bastar
    'ಬೇಮೇತರಾ', // Bemetara
    'ಬಿಜಾಪುರ', // Bijapur
    'ಬಿಲಾಸಪುರ', // Bilaspur
    'ದಂತೇವಾಡಾ', // Dantewada
    'ಧಮತರಿ', // Dhamtari
    'ದುರ್ಗ್', // Durg
    'ಗರಿಯಾಬಂದ್', // Gariaband
    'ಗೌರೇಲಾ-ಪೆಂಡ್ರಾ-ಮರವಾಹಿ', // Gaurela-Pendra-Marwahi
    'ಜಾಂಜಗೀರ್-ಚಾಂಪಾ', // Janjgir-Champa
    'ಜಶಪುರ', // Jashpur
    'ಕಬೀರಧಾಮ್', // Kabirdham
    'ಕಾಂಕೇರ್', // Kanker
    'ಖೈರಾಗಢ-ಛುಯಿಖದಾನ್-ಗಂಡಾಯಿ', // Khairagarh-Chhuikhadan-Gandai
    'ಕೊಂಡಾಗಾಂವ್', // Kondagaon
    'ಕೋರ್ಬಾ', // Korba
    'ಕೊರಿಯಾ', // Koriya
    'ಮಹಾಸಮುಂದ್', // Mahasamund
    'ಮನೇಂದ್ರಗಢ-ಚಿರಮಿರಿ-ಭರತಪುರ', // Manendragarh-Chirmiri-Bharatpur
    'ಮೋಹಲಾ-ಮಾನಪುರ-ಅಂಬಾಗಢ ಚೌಕಿ', // Mohla-Manpur-Ambagarh Chowki
    'ಮುಂಗೇಲಿ', // Mungeli
    'ನಾರಾಯಣಪುರ', // Narayanpur
    'ರಾಯಗಢ', // Raigarh
    'ರಾಯಪುರ', // Raipur
    'ರಾಜನಾಂದಗಾಂವ್', // Rajnandgaon
    'ಸಕ್ತಿ', // Sakti
    'ಸಾರಂಗಢ-ಬಿಲಾಯಿಗಢ', // Sarangarh-Bilaigarh
    'ಸುಕ್ಮಾ', // Sukma
    'ಸೂರಜಪುರ', // Surajpur
    'ಸರಗುಜಾ', // Surguja
  ],
  GA: [
    'ಉತ್ತರ ಗೋವಾ', // North Goa
    'ದಕ್ಷಿಣ ಗೋವಾ', // South Goa
  ],
  GJ: [
    'ಅಹಮದಾಬಾದ್', // Ahmedabad
    'ಅಮ್ರೇಲಿ', // Amreli
    'ಆನಂದ್', // Anand
    'ಅರಾವಳಿ', // Aravalli
    'ಬನಾಸಕಾಂಠಾ', // Banaskantha
    'ಭರೂಚ್', // Bharuch
    'ಭಾವನಗರ', // Bhavnagar
    'ಬೋಟಾದ್', // Botad
    'ಛೋಟಾ ಉದಯಪುರ', // Chhota Udaipur
    'ದಾಹೋದ್', // Dahod
    'ಡಾಂಗ್', // Dang
    'ದೇವಭೂಮಿ ದ್ವಾರಕಾ', // Devbhumi Dwarka
    'ಗಾಂಧಿನಗರ', // Gandhinagar
    'ಗಿರ್ ಸೋಮನಾಥ', // Gir Somnath
    'ಜಾಮನಗರ', // Jamnagar
    'ಜುನಾಗಢ', // Junagadh
    'ಖೇಡಾ', // Kheda
    'ಕಚ್', // Kutch
    'ಮಹೀಸಾಗರ', // Mahisagar
    'ಮೆಹಸಾಣಾ', // Mehsana
    'ಮೋರ್ಬಿ', // Morbi
    'ನರ್ಮದಾ', // Narmada
    'ನವಸಾರಿ', // Navsari
    'ಪಂಚಮಹಲ್', // Panchmahal
    'ಪಾಟಣ್', // Patan
    'ಪೋರಬಂದರ್', // Porbandar
    'ರಾಜಕೋಟ್', // Rajkot
    'ಸಾಬರಕಾಂಠಾ', // Sabarkantha
    'ಸೂರತ್', // Surat
    'ಸುರೇಂದ್ರನಗರ', // Surendranagar
    'ತಾಪಿ', // Tapi
    'ವಡೋದರಾ', // Vadodara
    'ವಲಸಾಡ್', // Valsad
  ],
  HR: [
    'ಅಂಬಾಲಾ', // Ambala
    'ಭಿವಾನಿ', // Bhiwani
    'ಚರಖೀ ದಾದ್ರಿ', // Charkhi Dadri
    'ಫರೀದಾಬಾದ್', // Faridabad
    'ಫತೇಹಾಬಾದ್', // Fatehabad
    'ಗುರುಗ್ರಾಮ', // Gurugram
    'ಹಿಸಾರ್', // Hisar
    'ಝಜ್ಜರ್', // Jhajjar
    'ಜೀಂದ್', // Jind
    'ಕೈಥಲ್', // Kaithal
    'ಕರ್ನಾಲ್', // Karnal
    'ಕುರುಕ್ಷೇತ್ರ', // Kurukshetra
    'ಮಹೇಂದ್ರಗಢ', // Mahendragarh
    'ನೂಹ್', // Nuh
    'ಪಲ್ವಲ್', // Palwal
    'ಪಂಚಕುಲಾ', // Panchkula
    'ಪಾಣಿಪತ್', // Panipat
    'ರೇವಾರಿ', // Rewari
    'ರೋಹತಕ್', // Rohtak
    'ಸಿರ್ಸಾ', // Sirsa
    'ಸೋನಿಪತ್', // Sonipat
    'ಯಮುನಾನಗರ', // Yamunanagar
  ],
  HP: [
    'ಬಿಲಾಸಪುರ', // Bilaspur
    'ಚಂಬಾ', // Chamba
    'ಹಮೀರಪುರ', // Hamirpur
    'ಕಾಂಗ್ರಾ', // Kangra
    'ಕಿನ್ನೌರ್', // Kinnaur
    'ಕುಲ್ಲು', // Kullu
    'ಲಾಹೌಲ್ ಮತ್ತು ಸ್ಪಿತಿ', // Lahaul and Spiti
    'ಮಂಡಿ', // Mandi
    'ಶಿಮ್ಲಾ', // Shimla
    'ಸಿರಮೌರ್', // Sirmaur
    'ಸೋಲನ್', // Solan
    'ಊನಾ', // Una
  ],
  JH: [
    'ಬೊಕಾರೊ', // Bokaro
    'ಚತ್ರಾ', // Chatra
    'ದೇವಘರ್', // Deoghar
    'ಧನಬಾದ್', // Dhanbad
    'ದುಮಕಾ', // Dumka
    'ಪೂರ್ವ ಸಿಂಗಭೂಮ್', // East Singhbhum
    'ಗಢವಾ', // Garhwa
    'ಗಿರಿಡೀಹ್', // Giridih
    'ಗೊಡ್ಡಾ', // Godda
    'ಗುಮ್ಲಾ', // Gumla
    'ಹಜಾರಿಬಾಗ್', // Hazaribagh
    'ಜಾಮತಾಡಾ', // Jamtara
    'ಖೂಂಟಿ', // Khunti
    'ಕೋಡರ್ಮಾ', // Koderma
    'ಲಾತೇಹಾರ್', // Latehar
    'ಲೋಹರದಗಾ', // Lohardaga
    'ಪಾಕುಡ್', // Pakur
    'ಪಲಾಮೂ', // Palamu
    'ರಾಮಗಢ', // Ramgarh
    'ರಾಂಚಿ', // Ranchi
    'ಸಾಹಿಬಗಂಜ್', // Sahibganj
    'ಸರಾಯಿಕೇಲಾ ಖರಸಾವಾಂ', // Seraikela Kharsawan
    'ಸಿಮಡೇಗಾ', // Simdega
    'ಪಶ್ಚಿಮ ಸಿಂಗಭೂಮ್', // West Singhbhum
  ],
  KA: [
    'ಬಾಗಲಕೋಟೆ', // Bagalkot
    'ಬಳ್ಳಾರಿ', // Ballari
    'ಬೆಳಗಾವಿ', // Belagavi
    'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ', // Bengaluru Rural
    'ಬೆಂಗಳೂರು ನಗರ', // Bengaluru Urban
    'ಬೀದರ್', // Bidar
    'ಚಾಮರಾಜನಗರ', // Chamarajanagar
    'ಚಿಕ್ಕಬಳ್ಳಾಪುರ', // Chikkaballapur
    'ಚಿಕ್ಕಮಗಳೂರು', // Chikkamagaluru
    'ಚಿತ್ರದುರ್ಗ', // Chitradurga
    'ದಕ್ಷಿಣ ಕನ್ನಡ', // Dakshina Kannada
    'ದಾವಣಗೆರೆ', // Davanagere
    'ಧಾರವಾಡ', // Dharwad
    'ಗದಗ', // Gadag
    'ಹಾಸನ', // Hassan
    'ಹಾವೇರಿ', // Haveri
    'ಕಲಬುರಗಿ', // Kalaburagi
    'ಕೊಡಗು', // Kodagu
    'ಕೋಲಾರ', // Kolar
    'ಕೊಪ್ಪಳ', // Koppal
    'ಮಂಡ್ಯ', // Mandya
    'ಮೈಸೂರು', // Mysuru
    'ರಾಯಚೂರು', // Raichur
    'ರಾಮನಗರ', // Ramanagara
    'ಶಿವಮೊಗ್ಗ', // Shivamogga
    'ತುಮಕೂರು', // Tumakuru
    'ಉಡುಪಿ', // Udupi
    'ಉತ್ತರ ಕನ್ನಡ', // Uttara Kannada
    'ವಿಜಯನಗರ', // Vijayanagara
    'ವಿಜಯಪುರ', // Vijayapura
    'ಯಾದಗಿರಿ', // Yadgir
  ],
  KL: [
    'ಆಲಪ್ಪುಳ', // Alappuzha
    'ಎರ್ನಾಕುಲಂ', // Ernakulam
    'ಇಡುಕ್ಕಿ', // Idukki
    'ಕಣ್ಣೂರು', // Kannur
    'ಕಾಸರಗೋಡು', // Kasaragod
    'ಕೊಲ್ಲಂ', // Kollam
    'ಕೊಟ್ಟಾಯಂ', // Kottayam
    'ಕೋಳಿಕ್ಕೋಡ್', // Kozhikode
    'ಮಲಪ್ಪುರಂ', // Malappuram
    'ಪಾಲಕ್ಕಾಡ್', // Palakkad
    'ಪತ್ತನಂತಿಟ್ಟ', // Pathanamthitta
    'ತಿರುವನಂತಪುರಂ', // Thiruvananthapuram
    'ತ್ರಿಶೂರ್', // Thrissur
    'ವಯನಾಡ್', // Wayanad
  ],
  MP: [
    'ಆಗರ್ ಮಾಲ್ವಾ', // Agar Malwa
    'ಅಲಿರಾಜಪುರ', // Alirajpur
    'ಅನೂಪಪುರ', // Anuppur
    'ಅಶೋಕನಗರ', // Ashoknagar
    'ಬಾಲಾಘಾಟ್', // Balaghat
    'ಬಡವಾನಿ', // Barwani
    'ಬೈತೂಲ್', // Betul
    'ಭಿಂಡ್', // Bhind
    'ಭೋಪಾಲ್', // Bhopal
    'ಬುರಹಾನಪುರ', // Burhanpur
    'ಛತರಪುರ', // Chhatarpur
    'ಛಿಂದವಾಡಾ', // Chhindwara
    'ದಮೋಹ್', // Damoh
    'ದತಿಯಾ', // Datia
    'ದೇವಾಸ್', // Dewas
    'ಧಾರ್', // Dhar
    'ಡಿಂಡೋರಿ', // Dindori
    'ಗುನಾ', // Guna
    'ಗ್ವಾಲಿಯರ್', // Gwalior
    'ಹರದಾ', // Harda
    'ಇಂದೋರ್', // Indore
    'ಜಬಲಪುರ', // Jabalpur
    'ಝಾಬುವಾ', // Jhabua
    'ಕಟನಿ', // Katni
    'ಖಂಡವಾ', // Khandwa
    'ಖರಗೋನ್', // Khargone
    'ಮೈಹರ್', // Maihar
    'ಮಂಡ್ಲಾ', // Mandla
    'ಮಂದಸೌರ್', // Mandsaur
    'ಮೌಗಂಜ್', // Mauganj
    'ಮೊರೇನಾ', // Morena
    'ನರ್ಮದಾಪುರಂ', // Narmadapuram
    'ನರಸಿಂಗಪುರ', // Narsinghpur
    'ನೀಮಚ್', // Neemuch
    'ನಿವಾಡಿ', // Niwari
    'ಪಾಂಢುರ್ಣಾ', // Pandhurna
    'ಪನ್ನಾ', // Panna
    'ರಾಯಸೇನ್', // Raisen
    'ರಾಜಗಢ', // Rajgarh
    'ರತ್ಲಾಮ್', // Ratlam
    'ರೇವಾ', // Rewa
    'ಸಾಗರ', // Sagar
    'ಸತನಾ', // Satna
    'ಸೀಹೋರ್', // Sehore
    'ಸಿವನಿ', // Seoni
    'ಶಹಡೋಲ್', // Shahdol
    'ಶಾಜಾಪುರ', // Shajapur
    'ಶ್ಯೋಪುರ', // Sheopur
    'ಶಿವಪುರಿ', // Shivpuri
    'ಸೀಧಿ', // Sidhi
    'ಸಿಂಗ್ರೌಲಿ', // Singrauli
    'ಟೀಕಮಗಢ', // Tikamgarh
    'ಉಜ್ಜಯಿನಿ', // Ujjain
    'ಉಮರಿಯಾ', // Umaria
    'ವಿದಿಶಾ', // Vidisha
  ],
  MH: [
    'ಅಹಿಲ್ಯಾನಗರ', // Ahilyanagar
    'ಅಕೋಲಾ', // Akola
    'ಅಮರಾವತಿ', // Amravati
    'ಬೀಡ್', // Beed
    'ಭಂಡಾರಾ', // Bhandara
    'ಬುಲ್ಢಾಣಾ', // Buldhana
    'ಚಂದ್ರಪುರ', // Chandrapur
    'ಛತ್ರಪತಿ ಸಂಭಾಜಿನಗರ', // Chhatrapati Sambhajinagar
    'ಧಾರಾಶಿವ', // Dharashiv
    'ಧುಳೆ', // Dhule
    'ಗಡಚಿರೋಲಿ', // Gadchiroli
    'ಗೊಂದಿಯಾ', // Gondia
    'ಹಿಂಗೋಲಿ', // Hingoli
    'ಜಳಗಾಂವ್', // Jalgaon
    'ಜಾಲ್ನಾ', // Jalna
    'ಕೊಲ್ಹಾಪುರ', // Kolhapur
    'ಲಾತೂರ್', // Latur
    'ಮುಂಬೈ ನಗರ', // Mumbai City
    'ಮುಂಬೈ ಉಪನಗರ', // Mumbai Suburban
    'ನಾಗಪುರ', // Nagpur
    'ನಾಂದೇಡ್', // Nanded
    'ನಂದುರಬಾರ್', // Nandurbar
    'ನಾಸಿಕ್', // Nashik
    'ಪಾಲಘರ್', // Palghar
    'ಪರಭಣಿ', // Parbhani
    'ಪುಣೆ', // Pune
    'ರಾಯಗಡ', // Raigad
    'ರತ್ನಾಗಿರಿ', // Ratnagiri
    'ಸಾಂಗ್ಲಿ', // Sangli
    'ಸಾತಾರಾ', // Satara
    'ಸಿಂಧುದುರ್ಗ', // Sindhudurg
    'ಸೊಲ್ಲಾಪುರ', // Solapur
    'ಠಾಣೆ', // Thane
    'ವರ್ಧಾ', // Wardha
    'ವಾಶಿಮ್', // Washim
    'ಯವತಮಾಳ', // Yavatmal
  ],
  MN: [
    'ಬಿಷ್ಣುಪುರ', // Bishnupur
    'ಚಂದೇಲ್', // Chandel
    'ಚುರಾಚಾಂದಪುರ', // Churachandpur
    'ಪೂರ್ವ ಇಂಫಾಲ್', // Imphal East
    'ಪಶ್ಚಿಮ ಇಂಫಾಲ್', // Imphal West
    'ಜಿರಿಬಾಮ್', // Jiribam
    'ಕಾಕಚಿಂಗ್', // Kakching
    'ಕಾಮಜೋಂಗ್', // Kamjong
    'ಕಾಂಗಪೋಕಪಿ', // Kangpokpi
    'ನೋನಿ', // Noney
    'ಫೆರಜಾವ್ಲ್', // Pherzawl
    'ಸೇನಾಪತಿ', // Senapati
    'ತಾಮೆಂಗ್ಲಾಂಗ್', // Tamenglong
    'ತೆಂಗನೌಪಾಲ್', // Tengnoupal
    'ಥೌಬಾಲ್', // Thoubal
    'ಉಖ್ರುಲ್', // Ukhrul
  ],
  ML: [
    'ಪೂರ್ವ ಗಾರೋ ಬೆಟ್ಟಗಳು', // East Garo Hills
    'ಪೂರ್ವ ಜಯಂತಿಯಾ ಬೆಟ್ಟಗಳು', // East Jaintia Hills
    'ಪೂರ್ವ ಖಾಸಿ ಬೆಟ್ಟಗಳು', // East Khasi Hills
    'ಪೂರ್ವ ಪಶ್ಚಿಮ ಖಾಸಿ ಬೆಟ್ಟಗಳು', // Eastern West Khasi Hills
    'ಉತ್ತರ ಗಾರೋ ಬೆಟ್ಟಗಳು', // North Garo Hills
    'ರಿ ಭೋಯಿ', // Ri Bhoi
    'ದಕ್ಷಿಣ ಗಾರೋ ಬೆಟ್ಟಗಳು', // South Garo Hills
    'ನೈಋತ್ಯ ಗಾರೋ ಬೆಟ್ಟಗಳು', // South West Garo Hills
    'ನೈಋತ್ಯ ಖಾಸಿ ಬೆಟ್ಟಗಳು', // South West Khasi Hills
    'ಪಶ್ಚಿಮ ಗಾರೋ ಬೆಟ್ಟಗಳು', // West Garo Hills
    'ಪಶ್ಚಿಮ ಜಯಂತಿಯಾ ಬೆಟ್ಟಗಳು', // West Jaintia Hills
    'ಪಶ್ಚಿಮ ಖಾಸಿ ಬೆಟ್ಟಗಳು', // West Khasi Hills
  ],
  MZ: [
    'ಐಜಾಲ್', // Aizawl
    'ಚಂಫಾಯಿ', // Champhai
    'ಹ್ನಾಥಿಯಾಲ್', // Hnahthial
    'ಖಾವ್ಜಾವ್ಲ್', // Khawzawl
    'ಕೋಲಾಸಿಬ್', // Kolasib
    'ಲಾಂಗ್ಟ್ಲಾಯಿ', // Lawngtlai
    'ಲುಂಗ್ಲೇಯಿ', // Lunglei
    'ಮಾಮಿತ್', // Mamit
    'ಸೈತುವಾಲ್', // Saitual
    'ಸೆರಛಿಪ್', // Serchhip
    'ಸಿಯಾಹಾ', // Siaha
  ],
  NL: [
    'ಚುಮೌಕೆದಿಮಾ', // Chumoukedima
    'ದಿಮಾಪುರ', // Dimapur
    'ಕಿಫಿರೆ', // Kiphire
    'ಕೊಹಿಮಾ', // Kohima
    'ಲಾಂಗ್ಲೆಂಗ್', // Longleng
    'ಮೆಲೂರಿ', // Meluri
    'ಮೊಕೊಕಚುಂಗ್', // Mokokchung
    'ಮೋನ್', // Mon
    'ನಿಯುಲ್ಯಾಂಡ್', // Niuland
    'ನೋಕ್ಲಾಕ್', // Noklak
    'ಪೆರೆನ್', // Peren
    'ಫೆಕ್', // Phek
    'ಶಮತೋರ್', // Shamator
    'ತ್ಸೆಮಿನ್ಯು', // Tseminyu
    'ತುಯೆನಸಾಂಗ್', // Tuensang
    'ವೋಖಾ', // Wokha
    'ಜುನ್ಹೆಬೋಟೊ', // Zunheboto
  ],
  OD: [
    'ಅಂಗುಲ್', // Angul
    'ಬಲಾಂಗೀರ್', // Balangir
    'ಬಾಲೇಶ್ವರ', // Balasore
    'ಬರಗಢ', // Bargarh
    'ಭದ್ರಕ್', // Bhadrak
    'ಬೌಧ್', // Boudh
    'ಕಟಕ್', // Cuttack
    'ದೇವಗಢ', // Deogarh
    'ಢೆಂಕಾನಾಲ್', // Dhenkanal
    'ಗಜಪತಿ', // Gajapati
    'ಗಂಜಾಂ', // Ganjam
    'ಜಗತಸಿಂಗಪುರ', // Jagatsinghpur
    'ಜಾಜಪುರ', // Jajpur
    'ಝಾರಸುಗುಡಾ', // Jharsuguda
    'ಕಲಾಹಾಂಡಿ', // Kalahandi
    'ಕಂಧಮಾಲ್', // Kandhamal
    'ಕೇಂದ್ರಾಪಾಡಾ', // Kendrapara
    'ಕೇಂದುಝರ್', // Kendujhar
    'ಖೋರ್ಧಾ', // Khordha
    'ಕೊರಾಪುಟ್', // Koraput
    'ಮಲಕಾನಗಿರಿ', // Malkangiri
    'ಮಯೂರಭಂಜ್', // Mayurbhanj
    'ನಬರಂಗಪುರ', // Nabarangpur
    'ನಯಾಗಢ', // Nayagarh
    'ನುವಾಪಾಡಾ', // Nuapada
    'ಪುರಿ', // Puri
    'ರಾಯಗಡ', // Rayagada
    'ಸಂಬಲಪುರ', // Sambalpur
    'ಸುಬರ್ಣಪುರ', // Subarnapur
    'ಸುಂದರಗಢ', // Sundargarh
  ],
  PB: [
    'ಅಮೃತಸರ', // Amritsar
    'ಬರ್ನಾಲಾ', // Barnala
    'ಬಠಿಂಡಾ', // Bathinda
    'ಫರೀದಕೋಟ್', // Faridkot
    'ಫತೇಹಗಢ ಸಾಹಿಬ್', // Fatehgarh Sahib
    'ಫಾಜಿಲ್ಕಾ', // Fazilka
    'ಫಿರೋಜಪುರ', // Ferozepur
    'ಗುರುದಾಸಪುರ', // Gurdaspur
    'ಹೋಶಿಯಾರಪುರ', // Hoshiarpur
    'ಜಲಂಧರ್', // Jalandhar
    'ಕಪೂರಥಲಾ', // Kapurthala
    'ಲುಧಿಯಾನಾ', // Ludhiana
    'ಮಾಲೇರಕೋಟ್ಲಾ', // Malerkotla
    'ಮಾನಸಾ', // Mansa
    'ಮೋಗಾ', // Moga
    'ಪಠಾಣಕೋಟ್', // Pathankot
    'ಪಟಿಯಾಲಾ', // Patiala
    'ರೂಪನಗರ', // Rupnagar
    'ಸಾಹಿಬಜಾದಾ ಅಜಿತ್ ಸಿಂಗ್ ನಗರ', // Sahibzada Ajit Singh Nagar
    'ಸಂಗರೂರ್', // Sangrur
    'ಶಹೀದ್ ಭಗತ್ ಸಿಂಗ್ ನಗರ', // Shaheed Bhagat Singh Nagar
    'ಶ್ರೀ ಮುಕ್ತಸರ ಸಾಹಿಬ್', // Sri Muktsar Sahib
    'ತರನ್ ತಾರನ್', // Tarn Taran
  ],
  RJ: [
    'ಅಜ್ಮೇರ್', // Ajmer
    'ಅಲ್ವರ್', // Alwar
    'ಬಾಲೋತ್ರಾ', // Balotra
    'ಬಾಂಸವಾಡಾ', // Banswara
    'ಬಾರಾಂ', // Baran
    'ಬಾಡಮೇರ್', // Barmer
    'ಬ್ಯಾವರ್', // Beawar
    'ಭರತಪುರ', // Bharatpur
    'ಭೀಲವಾಡಾ', // Bhilwara
    'ಬಿಕಾನೇರ್', // Bikaner
    'ಬೂಂದಿ', // Bundi
    'ಚಿತ್ತೋರಗಢ', // Chittorgarh
    'ಚುರು', // Churu
    'ದೌಸಾ', // Dausa
    'ಡೀಗ್', // Deeg
    'ಧೋಲಪುರ', // Dholpur
    'ಡೀಡವಾನಾ-ಕುಚಾಮನ್', // Didwana-Kuchaman
    'ಡೂಂಗರಪುರ', // Dungarpur
    'ಹನುಮಾನಗಢ', // Hanumangarh
    'ಜೈಪುರ', // Jaipur
    'ಜೈಸಲ್ಮೇರ್', // Jaisalmer
    'ಜಾಲೋರ್', // Jalore
    'ಝಾಲಾವಾಡ್', // Jhalawar
    'ಝುಂಝುನು', // Jhunjhunu
    'ಜೋಧಪುರ', // Jodhpur
    'ಕರೌಲಿ', // Karauli
    'ಖೈರಥಲ್-ತಿಜಾರಾ', // Khairthal-Tijara
    'ಕೋಟಾ', // Kota
    'ಕೋಟಪುತಲಿ-ಬಹರೋಡ್', // Kotputli-Behror
    'ನಾಗೌರ್', // Nagaur
    'ಪಾಲಿ', // Pali
    'ಫಲೋದಿ', // Phalodi
    'ಪ್ರತಾಪಗಢ', // Pratapgarh
    'ರಾಜಸಮಂದ್', // Rajsamand
    'ಸಲೂಂಬರ್', // Salumbar
    'ಸವಾಯಿ ಮಾಧೋಪುರ', // Sawai Madhopur
    'ಸೀಕರ್', // Sikar
    'ಸಿರೋಹಿ', // Sirohi
    'ಶ್ರೀ ಗಂಗಾನಗರ', // Sri Ganganagar
    'ಟೋಂಕ್', // Tonk
    'ಉದಯಪುರ', // Udaipur
  ],
  SK: [
    'ಗ್ಯಾಂಗ್ಟಾಕ್', // Gangtok
    'ಗ್ಯಾಲ್ಶಿಂಗ್', // Gyalshing
    'ಮಂಗನ್', // Mangan
    'ನಾಮ್ಚಿ', // Namchi
    'ಪಾಕ್ಯೋಂಗ್', // Pakyong
    'ಸೊರೆಂಗ್', // Soreng
  ],
  TN: [
    'ಅರಿಯಲೂರು', // Ariyalur
    'ಚೆಂಗಲ್ಪಟ್ಟು', // Chengalpattu
    'ಚೆನ್ನೈ', // Chennai
    'ಕೊಯಮತ್ತೂರು', // Coimbatore
    'ಕಡಲೂರು', // Cuddalore
    'ಧರ್ಮಪುರಿ', // Dharmapuri
    'ದಿಂಡಿಗಲ್', // Dindigul
    'ಈರೋಡ್', // Erode
    'ಕಳ್ಳಕುರಿಚಿ', // Kallakurichi
    'ಕಾಂಚೀಪುರಂ', // Kancheepuram
    'ಕನ್ಯಾಕುಮಾರಿ', // Kanniyakumari
    'ಕರೂರು', // Karur
    'ಕೃಷ್ಣಗಿರಿ', // Krishnagiri
    'ಮದುರೈ', // Madurai
    'ಮಯಿಲಾಡುತುರೈ', // Mayiladuthurai
    'ನಾಗಪಟ್ಟಿನಂ', // Nagapattinam
    'ನಾಮಕ್ಕಲ್', // Namakkal
    'ನೀಲಗಿರಿ', // Nilgiris
    'ಪೆರಂಬಲೂರು', // Perambalur
    'ಪುದುಕ್ಕೋಟೈ', // Pudukkottai
    'ರಾಮನಾಥಪುರಂ', // Ramanathapuram
    'ರಾಣಿಪೇಟೆ', // Ranipet
    'ಸೇಲಂ', // Salem
    'ಶಿವಗಂಗೈ', // Sivaganga
    'ತೆಂಕಾಸಿ', // Tenkasi
    'ತಂಜಾವೂರು', // Thanjavur
    'ತೇನಿ', // Theni
    'ತೂತುಕುಡಿ', // Thoothukudi
    'ತಿರುಚಿರಾಪಳ್ಳಿ', // Tiruchirappalli
    'ತಿರುನೆಲ್ವೇಲಿ', // Tirunelveli
    'ತಿರುಪತ್ತೂರು', // Tirupathur
    'ತಿರುಪ್ಪೂರು', // Tiruppur
    'ತಿರುವಳ್ಳೂರು', // Tiruvallur
    'ತಿರುವಣ್ಣಾಮಲೈ', // Tiruvannamalai
    'ತಿರುವಾರೂರು', // Tiruvarur
    'ವೆಲ್ಲೂರು', // Vellore
    'ವಿಳುಪ್ಪುರಂ', // Viluppuram
    'ವಿರುಧುನಗರ', // Virudhunagar
  ],
  TG: [
    'ಆದಿಲಾಬಾದ್', // Adilabad
    'ಭದ್ರಾದ್ರಿ ಕೊತ್ತಗೂಡೆಂ', // Bhadradri Kothagudem
    'ಹನುಮಕೊಂಡ', // Hanumakonda
    'ಹೈದರಾಬಾದ್', // Hyderabad
    'ಜಗಿತ್ಯಾಲ', // Jagtial
    'ಜನಗಾಂವ್', // Jangaon
    'ಜಯಶಂಕರ್ ಭೂಪಾಲಪಲ್ಲಿ', // Jayashankar Bhupalpally
    'ಜೋಗುಲಾಂಬ ಗದ್ವಾಲ್', // Jogulamba Gadwal
    'ಕಾಮಾರೆಡ್ಡಿ', // Kamareddy
    'ಕರೀಂನಗರ', // Karimnagar
    'ಖಮ್ಮಂ', // Khammam
    'ಕುಮುರಂ ಭೀಮ್ ಆಸಿಫಾಬಾದ್', // Kumuram Bheem Asifabad
    'ಮಹಬೂಬಾಬಾದ್', // Mahabubabad
    'ಮಹಬೂಬನಗರ', // Mahabubnagar
    'ಮಂಚಿರ್ಯಾಲ', // Mancherial
    'ಮೇದಕ್', // Medak
    'ಮೇಡ್ಚಲ್-ಮಲ್ಕಾಜಗಿರಿ', // Medchal-Malkajgiri
    'ಮುಲುಗು', // Mulugu
    'ನಾಗರಕರ್ನೂಲ್', // Nagarkurnool
    'ನಲ್ಗೊಂಡ', // Nalgonda
    'ನಾರಾಯಣಪೇಟೆ', // Narayanpet
    'ನಿರ್ಮಲ್', // Nirmal
    'ನಿಜಾಮಾಬಾದ್', // Nizamabad
    'ಪೆದ್ದಪಲ್ಲಿ', // Peddapalli
    'ರಾಜಣ್ಣ ಸಿರಿಸಿಲ್ಲ', // Rajanna Sircilla
    'ರಂಗಾರೆಡ್ಡಿ', // Ranga Reddy
    'ಸಂಗಾರೆಡ್ಡಿ', // Sangareddy
    'ಸಿದ್ದಿಪೇಟೆ', // Siddipet
    'ಸೂರ್ಯಾಪೇಟೆ', // Suryapet
    'ವಿಕಾರಾಬಾದ್', // Vikarabad
    'ವನಪರ್ತಿ', // Wanaparthy
    'ವರಂಗಲ್', // Warangal
    'ಯಾದಾದ್ರಿ ಭುವನಗಿರಿ', // Yadadri Bhuvanagiri
  ],
  TR: [
    'ಧಲಾಯಿ', // Dhalai
    'ಗೋಮತಿ', // Gomati
    'ಖೋವಾಯಿ', // Khowai
    'ಉತ್ತರ ತ್ರಿಪುರಾ', // North Tripura
    'ಸಿಪಾಹಿಜಲಾ', // Sepahijala
    'ದಕ್ಷಿಣ ತ್ರಿಪುರಾ', // South Tripura
    'ಉನಕೋಟಿ', // Unakoti
    'ಪಶ್ಚಿಮ ತ್ರಿಪುರಾ', // West Tripura
  ],
  UP: [
    'ಆಗ್ರಾ', // Agra
    'ಅಲೀಗಢ', // Aligarh
    'ಅಂಬೇಡ್ಕರ್ ನಗರ', // Ambedkar Nagar
    'ಅಮೇಠಿ', // Amethi
    'ಅಮ್ರೋಹಾ', // Amroha
    'ಔರೈಯಾ', // Auraiya
    'ಅಯೋಧ್ಯೆ', // Ayodhya
    'ಆಜಮಗಢ', // Azamgarh
    'ಬಾಗಪತ್', // Baghpat
    'ಬಹರಾಯಿಚ್', // Bahraich
    'ಬಲಿಯಾ', // Ballia
    'ಬಲರಾಮಪುರ', // Balrampur
    'ಬಾಂದಾ', // Banda
    'ಬಾರಾಬಂಕಿ', // Barabanki
    'ಬರೇಲಿ', // Bareilly
    'ಬಸ್ತಿ', // Basti
    'ಭದೋಹಿ', // Bhadohi
    'ಬಿಜನೌರ್', // Bijnor
    'ಬದಾಯೂಂ', // Budaun
    'ಬುಲಂದಶಹರ್', // Bulandshahr
    'ಚಂದೌಲಿ', // Chandauli
    'ಚಿತ್ರಕೂಟ', // Chitrakoot
    'ದೇವರಿಯಾ', // Deoria
    'ಏಟಾ', // Etah
    'ಇಟಾವಾ', // Etawah
    'ಫರೂಖಾಬಾದ್', // Farrukhabad
    'ಫತೇಹಪುರ', // Fatehpur
    'ಫಿರೋಜಾಬಾದ್', // Firozabad
    'ಗೌತಮ ಬುದ್ಧ ನಗರ', // Gautam Buddha Nagar
    'ಗಾಜಿಯಾಬಾದ್', // Ghaziabad
    'ಗಾಜೀಪುರ', // Ghazipur
    'ಗೋಂಡಾ', // Gonda
    'ಗೋರಖಪುರ', // Gorakhpur
    'ಹಮೀರಪುರ', // Hamirpur
    'ಹಾಪುಡ್', // Hapur
    'ಹರದೋಯಿ', // Hardoi
    'ಹಾಥರಸ್', // Hathras
    'ಜಾಲೌನ್', // Jalaun
    'ಜೌನಪುರ', // Jaunpur
    'ಝಾನ್ಸಿ', // Jhansi
    'ಕನ್ನೌಜ್', // Kannauj
    'ಕಾನಪುರ ದೇಹಾತ್', // Kanpur Dehat
    'ಕಾನಪುರ ನಗರ', // Kanpur Nagar
    'ಕಾಸಗಂಜ್', // Kasganj
    'ಕೌಶಾಂಬಿ', // Kaushambi
    'ಕುಶೀನಗರ', // Kushinagar
    'ಲಖೀಮಪುರ ಖೇರಿ', // Lakhimpur Kheri
    'ಲಲಿತಪುರ', // Lalitpur
    'ಲಕ್ನೋ', // Lucknow
    'ಮಹಾರಾಜಗಂಜ್', // Maharajganj
    'ಮಹೋಬಾ', // Mahoba
    'ಮೈನಪುರಿ', // Mainpuri
    'ಮಥುರಾ', // Mathura
    'ಮೌ', // Mau
    'ಮೀರಠ್', // Meerut
    'ಮಿರ್ಜಾಪುರ', // Mirzapur
    'ಮೊರಾದಾಬಾದ್', // Moradabad
    'ಮುಜಫ್ಫರನಗರ', // Muzaffarnagar
    'ಪಿಲಿಭೀತ್', // Pilibhit
    'ಪ್ರತಾಪಗಢ', // Pratapgarh
    'ಪ್ರಯಾಗರಾಜ್', // Prayagraj
    'ರಾಯಬರೇಲಿ', // Rae Bareli
    'ರಾಮಪುರ', // Rampur
    'ಸಹಾರನಪುರ', // Saharanpur
    'ಸಂಭಲ್', // Sambhal
    'ಸಂತ ಕಬೀರ ನಗರ', // Sant Kabir Nagar
    'ಶಾಹಜಹಾನಪುರ', // Shahjahanpur
    'ಶಾಮಲಿ', // Shamli
    'ಶ್ರಾವಸ್ತಿ', // Shravasti
    'ಸಿದ್ಧಾರ್ಥನಗರ', // Siddharthnagar
    'ಸೀತಾಪುರ', // Sitapur
    'ಸೋನಭದ್ರ', // Sonbhadra
    'ಸುಲ್ತಾನಪುರ', // Sultanpur
    'ಉನ್ನಾವ್', // Unnao
    'ವಾರಾಣಸಿ', // Varanasi
  ],
  UK: [
    'ಅಲ್ಮೋಡಾ', // Almora
    'ಬಾಗೇಶ್ವರ', // Bageshwar
    'ಚಮೋಲಿ', // Chamoli
    'ಚಂಪಾವತ್', // Champawat
    'ಡೆಹ್ರಾಡೂನ್', // Dehradun
    'ಹರಿದ್ವಾರ', // Haridwar
    'ನೈನಿತಾಲ್', // Nainital
    'ಪೌಡಿ ಗಢವಾಲ್', // Pauri Garhwal
    'ಪಿಥೋರಾಗಢ', // Pithoragarh
    'ರುದ್ರಪ್ರಯಾಗ', // Rudraprayag
    'ಟಿಹರಿ ಗಢವಾಲ್', // Tehri Garhwal
    'ಉಧಮ್ ಸಿಂಗ್ ನಗರ', // Udham Singh Nagar
    'ಉತ್ತರಕಾಶಿ', // Uttarkashi
  ],
  WB: [
    'ಅಲಿಪುರದ್ವಾರ್', // Alipurduar
    'ಬಾಂಕುಡಾ', // Bankura
    'ಬೀರಭೂಮ್', // Birbhum
    'ಕೂಚ್ ಬಿಹಾರ್', // Cooch Behar
    'ದಕ್ಷಿಣ ದಿನಾಜಪುರ', // Dakshin Dinajpur
    'ಡಾರ್ಜಿಲಿಂಗ್', // Darjeeling
    'ಹೂಗ್ಲಿ', // Hooghly
    'ಹೌರಾ', // Howrah
    'ಜಲಪಾಯಿಗುಡಿ', // Jalpaiguri
    'ಝಾಡಗ್ರಾಮ್', // Jhargram
    'ಕಾಲಿಂಪಾಂಗ್', // Kalimpong
    'ಕೋಲ್ಕತ್ತಾ', // Kolkata
    'ಮಾಲ್ದಾ', // Malda
    'ಮುರ್ಶಿದಾಬಾದ್', // Murshidabad
    'ನದಿಯಾ', // Nadia
    'ಉತ್ತರ 24 ಪರಗಣ', // North 24 Parganas
    'ಪಶ್ಚಿಮ ಬರ್ಧಮಾನ್', // Paschim Bardhaman
    'ಪಶ್ಚಿಮ ಮೇದಿನೀಪುರ', // Paschim Medinipur
    'ಪೂರ್ವ ಬರ್ಧಮಾನ್', // Purba Bardhaman
    'ಪೂರ್ವ ಮೇದಿನೀಪುರ', // Purba Medinipur
    'ಪುರುಲಿಯಾ', // Purulia
    'ದಕ್ಷಿಣ 24 ಪರಗಣ', // South 24 Parganas
    'ಉತ್ತರ ದಿನಾಜಪುರ', // Uttar Dinajpur
  ],
  AN: [
    'ನಿಕೋಬಾರ್', // Nicobar
    'ಉತ್ತರ ಮತ್ತು ಮಧ್ಯ ಅಂಡಮಾನ್', // North and Middle Andaman
    'ದಕ್ಷಿಣ ಅಂಡಮಾನ್', // South Andaman
  ],
  CH: [
    'ಚಂಡೀಗಢ', // Chandigarh
  ],
  DH: [
    'ದಾದ್ರಾ ಮತ್ತು ನಗರ ಹವೇಲಿ', // Dadra and Nagar Haveli
    'ದಮನ್', // Daman
    'ದಿಯು', // Diu
  ],
  DL: [
    'ಮಧ್ಯ ದೆಹಲಿ', // Central Delhi
    'ಪೂರ್ವ ದೆಹಲಿ', // East Delhi
    'ನವದೆಹಲಿ', // New Delhi
    'ಉತ್ತರ ದೆಹಲಿ', // North Delhi
    'ಈಶಾನ್ಯ ದೆಹಲಿ', // North East Delhi
    'ವಾಯುವ್ಯ ದೆಹಲಿ', // North West Delhi
    'ಶಾಹದರಾ', // Shahdara
    'ದಕ್ಷಿಣ ದೆಹಲಿ', // South Delhi
    'ಆಗ್ನೇಯ ದೆಹಲಿ', // South East Delhi
    'ನೈಋತ್ಯ ದೆಹಲಿ', // South West Delhi
    'ಪಶ್ಚಿಮ ದೆಹಲಿ', // West Delhi
  ],
  JK: [
    'ಅನಂತನಾಗ್', // Anantnag
    'ಬಾಂಡಿಪೋರಾ', // Bandipora
    'ಬಾರಾಮುಲ್ಲಾ', // Baramulla
    'ಬಡ್ಗಾಮ್', // Budgam
    'ದೋಡಾ', // Doda
    'ಗಾಂದರಬಲ್', // Ganderbal
    'ಜಮ್ಮು', // Jammu
    'ಕಠುವಾ', // Kathua
    'ಕಿಶ್ತವಾಡ್', // Kishtwar
    'ಕುಲಗಾಮ್', // Kulgam
    'ಕುಪವಾಡಾ', // Kupwara
    'ಪೂಂಛ್', // Poonch
    'ಪುಲ್ವಾಮಾ', // Pulwama
    'ರಜೌರಿ', // Rajouri
    'ರಾಮಬನ್', // Ramban
    'ರಿಯಾಸಿ', // Reasi
    'ಸಾಂಬಾ', // Samba
    'ಶೋಪಿಯಾನ್', // Shopian
    'ಶ್ರೀನಗರ', // Srinagar
    'ಉಧಮಪುರ', // Udhampur
  ],
  LA: [
    'ಕಾರ್ಗಿಲ್', // Kargil
    'ಲೇಹ್', // Leh
  ],
  LD: [
    'ಲಕ್ಷದ್ವೀಪ', // Lakshadweep
  ],
  PY: [
    'ಕಾರೈಕಲ್', // Karaikal
    'ಮಾಹೆ', // Mahe
    'ಪುದುಚೇರಿ', // Puducherry
    'ಯಾನಂ', // Yanam
  ],
};
