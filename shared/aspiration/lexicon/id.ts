/** Indonesian (with common colloquial forms: keselek, ngiler, ngemut, nggak). */
import type { LanguageLexicon } from './types';

export const ID: LanguageLexicon = {
  lang: 'id',
  signs: {
    choking: [
      'tersedak', 'keselek', 'kesedak', 'tercekik', 'tersedak-sedak', 'keselak', 'makanan menyumbat jalan napas', 'sumbatan jalan napas',
      'tersumbat jalan napas', 'jalan napas tersumbat', 'tersedaknya', 'keseleknya', 'keselek makanan', 'keselekan',
    ],
    aspiration_observed: [
      'aspirasi', 'masuk ke paru', 'masuk paru-paru', 'masuk ke paru-paru', 'masuk ke saluran napas', 'masuk saluran napas', 'masuk ke jalan napas',
      'masuk ke trakea', 'penetrasi laring', 'masuk ke jalur napas',
    ],
    aspiration_pneumonia: [
      'pneumonia aspirasi', 'radang paru aspirasi', 'aspirasi pneumonia', 'pneumonia akibat aspirasi', 'pneumonia karena tersedak',
      'radang paru karena tersedak', 'radang paru-paru karena tersedak', 'radang paru-paru akibat tersedak', 'paru-paru basah karena tersedak',
      'paru-paru basah akibat tersedak', 'infeksi paru akibat aspirasi', 'infeksi paru karena tersedak', 'pneumonia akibat tersedak',
      'pneumonia karena aspirasi',
    ],
    wet_voice: [
      'suara basah', 'suara menjadi basah', 'suara jadi basah', 'suara berubah basah', 'suara seperti berkumur', 'suara grok-grok', 'suara grokgrok',
      'suara serak basah', 'suara berdahak', 'suara kumur-kumur', 'bunyi grok-grok', 'grok-grok', 'grok grok', 'grokgrok', 'krok-krok',
      'suara kayak ada air', 'suara seperti ada air', 'seperti ada air di tenggorokan', 'ada air di tenggorokan', 'kayak berkumur',
      'seperti berkumur', 'berkumur-kumur', 'suara berlendir', 'suara seperti ada dahak', 'suara kayak ada dahak', 'ngorok basah', 'napas basah',
      'nafas basah', 'suara napas basah', 'napas grok-grok', 'nafas grok-grok', 'bunyi grok', 'suaranya basah', 'suaranya jadi basah',
    ],
    chest_infection: [
      'radang paru', 'paru-paru basah', 'infeksi paru', 'infeksi saluran napas bawah', 'infeksi dada', 'radang paru-paru', 'infeksi paru-paru',
      'bronkopneumonia', 'ronki basah', 'ronkhi basah', 'rhonki basah',
    ],
    recurrent_chest_infection: [
      'pneumonia berulang', 'radang paru berulang', 'infeksi paru berulang', 'sering pneumonia', 'sering radang paru', 'sering radang paru-paru',
      'bolak-balik pneumonia', 'berkali-kali pneumonia', 'paru-paru basah berulang', 'radang paru-paru berulang',
    ],
    fever: ['demam', 'meriang', 'panas badan', 'badan panas', 'badannya panas', 'suhu tinggi', 'suhu naik', 'demam tinggi', 'sumeng', 'badan anget', 'demamnya'],
    breathlessness: [
      'sesak napas', 'sesak nafas', 'sesak', 'napas pendek', 'nafas pendek', 'saturasi turun', 'saturasi oksigen turun', 'susah bernapas',
      'sulit bernapas', 'ngos-ngosan', 'terengah-engah', 'napas cepat', 'nafas cepat', 'napas berat', 'nafas berat', 'saturasi drop',
      'saturasi menurun', 'saturasi rendah', 'desaturasi', 'spo# turun', 'spo# drop', 'spo# menurun', 'oksigen turun', 'kadar oksigen turun',
      'susah napas', 'susah nafas', 'sulit napas', 'sulit nafas', 'napas tersengal', 'megap-megap', 'sesaknya',
    ],
    nasal_regurgitation: [
      'keluar dari hidung', 'keluar lewat hidung', 'masuk ke hidung', 'keluar melalui hidung', 'naik ke hidung', 'keluar hidung',
      'keluar lewat lubang hidung', 'sampai keluar hidung', 'balik ke hidung', 'tembus ke hidung',
    ],
    difficulty_swallowing: [
      'sulit menelan', 'susah menelan', 'sukar menelan', 'kesulitan menelan', 'tidak bisa menelan', 'tak bisa menelan', 'disfagia',
      'gangguan menelan', 'sulit ditelan', 'susah ditelan', 'sulit untuk menelan', 'payah menelan', 'susah nelan', 'sulit nelan', 'gak bisa nelan',
      'nggak bisa nelan', 'tidak bisa ditelan', 'sukar ditelan', 'kesulitan untuk menelan', 'kesusahan menelan', 'menelan susah', 'menelan sulit',
      'menelan terasa berat', 'berat menelan', 'masalah menelan', 'gangguan telan', 'gangguan fungsi menelan', 'fungsi menelan menurun',
      'kemampuan menelan menurun', 'tidak lancar menelan', 'menelan tidak lancar', 'susah menelannya',
    ],
    drooling: [
      'air liur menetes', 'liur menetes', 'ngiler', 'ngeces', 'ngences', 'mengeluarkan air liur', 'air liur keluar', 'air liur mengalir', 'ileran',
      'iler', 'makanan keluar dari mulut', 'makanan tumpah dari mulut', 'makanan berceceran dari mulut', 'minuman keluar dari sudut mulut',
      'keluar dari sudut mulut', 'mulut tidak bisa menutup rapat',
    ],
    pocketing: [
      'makanan tertinggal di mulut', 'tertinggal di pipi', 'tertinggal di mulut', 'menahan makanan di mulut', 'makanan tersimpan di pipi',
      'ditahan di mulut', 'sisa makanan di mulut', 'mengemut', 'diemut', 'ngemut', 'makanan diam di mulut', 'makanan menumpuk di mulut',
      'makanan disimpan di pipi', 'tertahan di mulut', 'makanan lama di mulut', 'dikunyah terus tidak ditelan', 'tidak mau menelan', 'tidak ditelan',
      'nggak ditelan', 'gak ditelan', 'diemut saja',
    ],
    delayed_swallow: [
      'lambat menelan', 'terlambat menelan', 'menelan berkali-kali', 'menelan beberapa kali', 'lama untuk menelan', 'harus diingatkan menelan',
      'harus menelan berulang', 'menelan berulang-ulang', 'menelan berkali', 'lama baru ditelan', 'lama sekali menelan', 'reflek menelan lambat',
      'refleks menelan lambat', 'refleks menelan menurun', 'perlu diingatkan untuk menelan', 'lupa menelan',
    ],
    prolonged_meals: [
      'makan lama', 'makan sangat lama', 'lama makan', 'makan lambat', 'lambat makan', 'makan pelan sekali', 'waktu makan lama',
      'makan lebih dari satu jam', 'makan bisa satu jam', 'makan sampai satu jam', 'makan berjam-jam', 'makannya lama', 'makannya lambat',
      'makan pelan-pelan', 'makan jadi lama', 'waktu makan jadi lama', 'perlu waktu lama untuk makan',
    ],
    slow: ['lama', 'lambat', 'pelan', 'satu jam', 'berjam-jam', 'sejam', 'lama sekali'],
    weight_loss: [
      'berat badan turun', 'penurunan berat badan', 'turun berat badan', 'semakin kurus', 'makin kurus', 'tambah kurus', 'bb turun',
      'berat badan menurun', 'berat badan berkurang', 'bb menurun', 'berat turun', 'jadi kurus', 'kurusan', 'turun berat', 'turun # kg',
      'turun # kilo', 'berat badannya turun', 'berat badannya menurun', 'berat badan merosot', 'kurang gizi', 'malnutrisi', 'gizi buruk',
    ],
    body_weight: ['berat badan', 'bb', 'kilo'],
    dehydration: [
      'dehidrasi', 'kurang minum', 'jarang minum', 'tidak mau minum', 'sedikit minum', 'malas minum', 'kurang cairan', 'minumnya sedikit',
      'minum sedikit', 'gak mau minum', 'nggak mau minum', 'ogah minum',
    ],
    food_sticking: [
      'harus didorong air', 'didorong dengan air', 'harus dibantu minum', 'tersangkut', 'nyangkut', 'mengganjal', 'terasa mengganjal',
      'tertahan di tenggorokan', 'menyangkut di tenggorokan', 'seperti ada yang mengganjal', 'seret', 'terasa seret', 'seret di tenggorokan',
      'ngganjel', 'ngeganjel', 'nempel di tenggorokan', 'menempel di tenggorokan', 'lengket di tenggorokan', 'makanan tidak mau turun',
      'makanan susah turun', 'didorong air', 'dibantu air', 'harus minum air dulu', 'pakai air untuk menelan', 'dengan bantuan air',
      'nyangkut di tenggorokan',
    ],
    pills_sticking: [
      'obat tersangkut', 'pil tersangkut', 'sulit menelan obat', 'susah menelan obat', 'sulit menelan pil', 'susah menelan pil',
      'sulit menelan tablet', 'obat nyangkut', 'pil nyangkut', 'tablet nyangkut', 'susah minum obat', 'sulit minum obat', 'obat susah ditelan',
      'obat sulit ditelan',
    ],
    pain_on_swallowing: [
      'nyeri saat menelan', 'sakit saat menelan', 'sakit menelan', 'nyeri menelan', 'menelan terasa sakit', 'sakit waktu menelan',
      'sakit kalau menelan', 'sakit pas menelan', 'sakit kalau nelan', 'nyeri telan', 'perih saat menelan', 'perih menelan',
    ],
    cough: ['batuk', 'terbatuk', 'batuk-batuk', 'terbatuk-batuk', 'batukan', 'batuknya'],
    throat_clearing: ['berdehem', 'berdeham', 'mendehem', 'deham', 'dehem', 'mendeham', 'dehem-dehem', 'ehem', 'sering dehem', 'membersihkan tenggorokan'],
    hoarse_voice: ['serak', 'suara serak', 'suara parau', 'parau', 'suara berubah', 'suara hilang'],
    phlegm: [
      'dahak', 'berdahak', 'lendir', 'riak', 'dahaknya', 'banyak dahak', 'lendirnya', 'ngorok', 'mengorok', 'sekret', 'disedot lendirnya',
      'sedot lendir', 'penyedotan lendir', 'ronki', 'ronkhi', 'rhonki',
    ],
    dry_mouth: ['mulut kering', 'mulut terasa kering', 'mulutnya kering'],
    weak_cough: [
      'batuk lemah', 'batuknya lemah', 'batuk tidak kuat', 'tidak bisa batuk', 'tidak kuat batuk', 'susah mengeluarkan dahak',
      'sulit mengeluarkan dahak', 'batuk tidak efektif', 'refleks batuk lemah', 'refleks batuk menurun', 'reflek batuk lemah',
      'tidak ada refleks batuk', 'tidak bisa mengeluarkan dahak', 'dahak sulit keluar', 'dahak susah keluar',
    ],
    avoids_textures: [
      'cuma mau makan bubur', 'hanya mau makan bubur', 'hanya makan bubur', 'cuma makan bubur', 'hanya bisa makan bubur', 'hanya mau makanan lunak',
      'cuma mau yang lembek', 'hanya makan yang lunak', 'tidak berani makan', 'cuma mau bubur', 'hanya mau bubur', 'makan bubur saja', 'bubur saja',
      'makanan lunak saja', 'yang lembek-lembek', 'hanya makan yang lembek', 'cuma makan yang lembek', 'tidak bisa makan nasi', 'gak bisa makan nasi',
      'tidak mau makan daging', 'nasi harus diblender', 'makanan diblender', 'makanan dihaluskan', 'cuma nasi tim', 'harus dihaluskan',
      'dipotong kecil-kecil',
    ],
    avoid: ['menghindari', 'hindari', 'menghindar'],
    wet: ['basah'],
    cough_during_meals: ['salah telan', 'salah masuk', 'masuk ke saluran yang salah'],
    cyanosis: [
      'sampai biru', 'membiru', 'bibir biru', 'bibirnya biru', 'bibir membiru', 'muka biru', 'wajah biru', 'wajah membiru', 'muka membiru',
      'kebiruan', 'sianosis', 'bibir ungu', 'muka ungu', 'wajahnya biru', 'mukanya biru', 'bibirnya membiru',
    ],
    difficulty: ['kesulitan', 'kesusahan'],
  },
  risks: {
    stroke: [
      'strok', 'stroke', 'struk', 'pecah pembuluh darah otak', 'penyumbatan pembuluh darah otak', 'lumpuh separuh', 'setrok', 'pendarahan otak',
      'perdarahan otak', 'penyumbatan otak', 'infark serebri', 'infark otak', 'lumpuh sebelah', 'hemiparese', 'snh',
    ],
    dementia: ['demensia', 'pikun', 'kepikunan', 'penurunan daya ingat', 'gangguan kognitif', 'penurunan kognitif'],
    multiple_sclerosis: ['sklerosis multipel', 'sklerosis multiple'],
    head_neck_cancer: [
      'kanker kepala', 'kanker leher', 'kanker tenggorokan', 'kanker nasofaring', 'kanker lidah', 'kanker laring', 'kanker esofagus', 'radioterapi',
      'terapi radiasi', 'disinar', 'kanker mulut', 'kanker rongga mulut', 'knf', 'kanker amandel', 'kanker faring', 'ca nasofaring', 'ca laring',
      'ca lidah', 'ca esofagus', 'radiasi leher', 'kemoradiasi', 'penyinaran',
    ],
    tracheostomy: ['trakeostomi', 'trakheostomi', 'lubang di leher', 'selang di leher', 'kanul trakea'],
    reduced_alertness: [
      'mengantuk', 'ngantuk', 'penurunan kesadaran', 'kesadaran menurun', 'sulit dibangunkan', 'tertidur saat makan', 'tertidur waktu makan',
      'ngantukan', 'sering ketiduran', 'ketiduran saat makan', 'tertidur ketika makan', 'kesadaran turun', 'tidak sadar penuh', 'somnolen', 'apatis',
    ],
    frailty: ['lemah', 'renta', 'terbaring', 'lemah fisik', 'tirah baring', 'jompo', 'ringkih', 'bedrest', 'tidak bisa jalan'],
    known_dysphagia: [
      'selang makan', 'ngt', 'makanan cair lewat selang', 'sonde', 'puasa makan minum', 'selang ngt', 'pakai selang', 'makan lewat selang',
      'makan via selang', 'makan lewat hidung', 'diet cair', 'makanan saring', 'bubur saring', 'diet blender', 'makanan blender', 'obat digerus',
      'digerus', 'obat dihaluskan', 'gastrostomi',
    ],
    copd: ['ppok', 'penyakit paru obstruktif kronis', 'emfisema'],
    reflux: ['refluks', 'asam lambung', 'naik asam lambung'],
    motor_neurone_disease: ['penyakit saraf motorik', 'sklerosis lateral amiotrofik'],
    other_neurological: ['miastenia gravis', 'lumpuh otak', 'cedera otak', 'cedera kepala', 'tumor otak', 'radang otak', 'distrofi otot'],
  },
  thickened: ['pengental', 'dikentalkan', 'yang dikentalkan', 'cairan kental', 'minuman kental', 'diberi pengental', 'thickener'],
  tolerates: ['aman', 'tidak apa-apa', 'gak apa-apa', 'nggak apa-apa', 'lebih baik', 'lebih aman', 'bisa ditoleransi'],
  recovered: [
    'sudah pulih', 'pulih', 'sembuh', 'sudah sembuh', 'pulih total', 'sembuh total', 'tanpa gejala sisa', 'tidak ada gejala sisa', 'tanpa sisa',
    'pulih sepenuhnya', 'sudah normal kembali', 'normal kembali', 'kembali normal',
  ],
  negation: {
    // Post-negators are the clinical-note style ("batuk disangkal", "demam (-)").
    settings: { unit: 'word', pre: 3, post: 2 },
    pre: [
      'tidak', 'tak', 'tanpa', 'bukan', 'belum', 'tidak ada', 'tiada', 'gak', 'nggak', 'ga', 'enggak', 'ndak', 'tidak pernah', 'gk', 'tdk', 'tak ada',
      'ngga', 'nggak ada', 'gak ada', 'ga ada', 'belum pernah', 'tak pernah', 'nggak pernah', 'gak pernah', 'tidak terdapat', 'tidak ditemukan',
      'tidak tampak', 'tidak terlihat', 'tanpa adanya', 'bebas dari',
    ],
    list: ['menyangkal', 'tidak ada keluhan', 'tanpa ada', 'tidak ada riwayat', 'tanpa riwayat'],
    reassuring: ['tanpa masalah', 'tidak ada masalah', 'tidak melihat apa-apa', 'tidak melihat kelainan', 'tidak ada kelainan'],
    post: ['disangkal', '(-)', 'negatif'],
  },
  past: [
    'dulu', 'dahulu', 'tahun lalu', 'sebelumnya', 'sudah tidak', 'tidak lagi', 'waktu kecil', 'tak lagi', 'sudah nggak', 'sudah gak', 'waktu muda',
    'semasa muda', 'beberapa tahun lalu', 'bertahun-tahun lalu', 'dulunya', 'sudah tidak pernah', 'sudah gak pernah',
  ],
  history: ['riwayat', 'pernah'],
  current: [
    'sekarang', 'saat ini', 'masih', 'baru-baru ini', 'bulan lalu', 'minggu lalu', 'akhir-akhir ini', 'belakangan', 'belakangan ini', 'kini', 'sejak',
    'hari ini', 'kemarin', 'tadi', 'tadi pagi', 'semalam', 'minggu ini', 'bulan ini', 'beberapa hari ini', 'beberapa minggu ini', 'akhir akhir ini',
  ],
  uncertain: [
    'mungkin', 'kemungkinan', 'tidak yakin', 'kurang yakin', 'dicurigai', 'curiga', 'diduga', 'sepertinya', 'entah', 'kayaknya', 'dugaan', 'suspek',
    'susp', 'tampaknya', 'barangkali', 'kurang tahu', 'tidak tahu pasti', 'belum pasti', 'belum jelas',
  ],
  unrelated: [
    'pilek', 'flu', 'masuk angin', 'lutut', 'sakit kepala', 'pusing', 'punggung', 'alergi', 'sinusitis', 'radang tenggorokan', 'asma',
    'sakit tenggorokan', 'gigi', 'sakit gigi', 'sembelit', 'susah bab', 'pegal', 'pegal-pegal', 'nyeri sendi', 'asam urat', 'rematik', 'merokok',
    'perokok',
  ],
  normal: [
    'makan biasa', 'makan minum lancar', 'makan lancar', 'makan lahap', 'makan dengan baik', 'makan minum normal', 'makan normal', 'nafsu makan baik',
    'baik-baik saja', 'makan minum baik', 'makan dan minum normal', 'makan banyak', 'nafsu makan bagus', 'makannya lahap', 'makannya banyak',
    'makannya lancar', 'makan enak', 'menelan normal', 'menelan lancar', 'menelan baik', 'tidak ada masalah menelan', 'makan habis', 'porsi habis',
    'habis satu porsi',
  ],
  occasional: ['kadang', 'kadang-kadang', 'sesekali', 'jarang', 'sedikit', 'sekali-sekali', 'kadang kala', 'jarang-jarang', 'agak', 'dikit'],
  context: {
    meal: [
      'makan', 'minum', 'makanan', 'minuman', 'air', 'menelan', 'nasi', 'daging', 'kuah', 'teh', 'susu', 'suapan', 'bubur', 'sup', 'nelan', 'ditelan',
      'telan', 'makannya', 'minumnya', 'disuapi', 'disuap', 'suap', 'roti', 'ikan', 'ayam', 'sayur', 'buah', 'kue', 'biskuit', 'kopi', 'jus',
      'air putih', 'kerupuk', 'mie', 'bakso', 'lauk', 'makanan padat', 'cairan', 'kunyah', 'mengunyah', 'dikunyah', 'sarapan', 'makan siang',
      'makan malam',
    ],
    mealTemporal: [
      'saat makan', 'ketika makan', 'waktu makan', 'setelah makan', 'sesudah makan', 'saat minum', 'ketika minum', 'waktu minum', 'setelah minum',
      'sesudah minum', 'setiap makan', 'setiap kali makan', 'setiap kali minum', 'setiap minum', 'saat menelan', 'selama makan', 'habis makan',
      'habis minum', 'tiap makan', 'tiap minum', 'kalau makan', 'kalau minum', 'pas makan', 'pas minum', 'sewaktu makan', 'sewaktu minum',
      'sedang makan', 'lagi makan', 'lagi minum', 'sambil makan', 'tiap kali makan', 'tiap kali minum', 'setiap disuapi', 'setiap kali disuapi',
      'saat disuapi', 'waktu disuapi', 'habis disuapi', 'sesudah disuapi', 'setelah disuapi', 'selesai makan', 'selesai minum', 'waktu menelan',
      'ketika menelan', 'kalau nelan', 'pas nelan', 'setiap menelan', 'setiap minum air',
    ],
    pill: ['obat', 'pil', 'tablet', 'kapsul', 'kaplet'],
    voice: ['suara', 'suaranya', 'napas', 'nafas', 'napasnya', 'nafasnya', 'bunyi'],
    recurrent: ['berulang', 'beberapa kali', 'dua kali', 'kambuh', 'sering', 'berkali-kali', 'lagi', 'bolak-balik', 'berkali', 'sudah # kali', '# kali', 'lagi-lagi', 'kembali'],
    decrease: ['turun', 'berkurang', 'menurun', 'merosot', 'anjlok', 'susut'],
    airway: [
      'tidak bisa bernapas', 'tidak bisa napas', 'tak bisa bernapas', 'gak bisa napas', 'nggak bisa napas', 'tidak bisa bernafas',
      'tak bisa bernafas', 'tidak bisa nafas', 'gak bisa nafas', 'nggak bisa nafas', 'napas berhenti', 'berhenti napas', 'henti napas',
      'tidak bernapas',
    ],
  },
  connectors: ['dan', 'atau', 'maupun', 'serta'],
  disjunctive: ['atau', 'maupun'],
  contrast: ['tapi', 'tetapi', 'namun', 'kecuali', 'hanya saja', 'padahal'],
  ignore: ['risiko aspirasi', 'mencegah aspirasi', 'vaksin pneumonia', 'vaksin pneumokokus', 'aspirasi lendir', 'aspirasi cairan pleura', 'vaksin flu'],
};
