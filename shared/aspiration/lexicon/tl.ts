/** Tagalog / Filipino (with the English loans carers use). Verb forms are listed whole. */
import type { LanguageLexicon } from './types';

export const TL: LanguageLexicon = {
  lang: 'tl',
  signs: {
    choking: [
      'nabulunan', 'nabubulunan', 'nabibilaukan', 'nabilaukan', 'bulunan', 'mabulunan', 'binubulunan', 'pagkabulon', 'nabubulon', 'nahirinan',
      'nahihirinan', 'nabara sa lalamunan', 'bilaukan', 'mabilaukan', 'hirinan', 'mahirinan', 'nachoke', 'nagchoke', 'nachochoke',
      'nabara ang lalamunan', 'nabarahan', 'binarahan ng pagkain', 'nabarahan ng pagkain', 'nabulunan sa pagkain', 'nabilaukan sa pagkain',
      'mabubulunan', 'mabibilaukan', 'mahihirinan', 'binulunan', 'nabilaok', 'nabibilaok',
    ],
    cough_during_meals: [
      'nasasamid', 'nasamid', 'samid', 'masamid', 'sinasamid', 'pagkasamid', 'napapasamid', 'masasamid', 'sinamid', 'nakakasamid',
      'napupunta sa maling daan', 'sa maling daan', 'maling daanan', 'pumasok sa maling daan', 'napasamid', 'mapasamid', 'nasasamid siya',
      'nakasamid',
    ],
    wet_voice: [
      'halak', 'may halak', 'humahalak', 'basa ang boses', 'basang boses', 'boses na basa', 'may plema ang boses', 'parang may plema ang boses',
      'parang may tubig ang boses', 'may tubig ang boses', 'lagukgok', 'garalgal at basa', 'naghahalak', 'may tunog ang lalamunan',
      'may tunog sa lalamunan', 'parang nagmumumog', 'nagmumumog ang boses', 'parang may tubig sa lalamunan', 'may tubig sa lalamunan',
      'boses na parang basa', 'parang basa ang boses', 'parang basa yung boses', 'basa yung boses', 'lagukgok sa lalamunan', 'humalak',
    ],
    aspiration_pneumonia: [
      'pulmonya dahil sa pagkain', 'pulmonya dahil sa pagkasamid', 'pulmonya mula sa pagkain', 'pulmonya dahil sa pagkabulon',
      'pulmonya dahil nasamid', 'pulmonya dahil sa pag-inom', 'pneumonia dahil sa pagkain', 'pneumonia dahil sa pagkasamid',
      'pulmonya galing sa pagkain', 'pulmonya sa pagkasamid',
    ],
    chest_infection: [
      'pulmonya', 'impeksyon sa baga', 'impeksiyon sa baga', 'impeksiyon sa dibdib', 'impeksyon sa dibdib', 'may tubig sa baga', 'nagkapulmonya',
      'napulmonya', 'pulmunya', 'pulmonia', 'numonya',
    ],
    recurrent_chest_infection: [
      'paulit-ulit na pulmonya', 'madalas na pulmonya', 'pabalik-balik na pulmonya', 'ilang beses nang na-pneumonia',
      'ilang beses nang nagka-pulmonya', 'paulit ulit na pulmonya',
    ],
    fever: [
      'lagnat', 'nilalagnat', 'nilagnat', 'sinat', 'sinisinat', 'may sinat', 'mainit ang katawan', 'nagkalagnat', 'lagnatin',
      'mataas ang temperatura', 'nilalagnat pagkatapos', 'lalagnatin',
    ],
    breathlessness: [
      'hinihingal', 'hingal', 'hirap huminga', 'kinakapos ng hininga', 'nahihirapang huminga', 'nahihirapan huminga', 'kapos sa hininga',
      'kinakapos ng hangin', 'kinakapos sa hininga', 'hirap sa paghinga', 'nahihirapan sa paghinga', 'mabilis ang paghinga', 'hingal na hingal',
      'bumababa ang oxygen', 'bumaba ang oxygen', 'bumababa ang o#', 'bumaba ang o#', 'mababa ang oxygen', 'bumababa ang spo#', 'nagdedesat',
      'kapos ang hininga', 'hinahapo', 'nahahapo', 'hiningal',
    ],
    nasal_regurgitation: [
      'lumalabas sa ilong', 'lumabas sa ilong', 'sa ilong lumalabas', 'tumutulo sa ilong', 'napupunta sa ilong', 'umaakyat sa ilong',
      'umaagos sa ilong', 'bumabalik sa ilong', 'lumalabas sa butas ng ilong', 'sa ilong dumadaan', 'lumalabas sa ilong ang',
    ],
    difficulty_swallowing: [
      'hirap lumunok', 'nahihirapang lumunok', 'nahihirapan lumunok', 'nahihirapan sa paglunok', 'hirap sa paglunok', 'hirap sa pag-lunok',
      'hindi makalunok', 'mahirap lumunok', 'hirap makalunok', 'hirap lunukin', 'mahirap lunukin', 'hirap siyang lumunok', 'hirap na lumunok',
      'nahihirapan siyang lumunok', 'nahihirapang lunukin', 'hindi malunok', 'di malunok', 'hindi niya malunok', 'di niya malunok',
      'ayaw bumaba ang pagkain', 'hindi bumababa ang pagkain', 'di bumababa ang pagkain', 'mahina lumunok', 'mahinang paglunok',
      'problema sa paglunok', 'may problema sa paglunok', 'hirap mag-swallow', 'hirap magswallow', 'nahihirapan mag-swallow', 'hindi siya makalunok',
      'di siya makalunok',
    ],
    drooling: [
      'naglalaway', 'tumutulo ang laway', 'tumutulo laway', 'tulo-laway', 'tumutulo ang kanyang laway', 'laway nang laway', 'tulo laway',
      'tulo ang laway', 'nalalaglag ang pagkain sa bibig', 'nahuhulog ang pagkain sa bibig', 'lumalabas ang pagkain sa bibig',
      'tumatapon ang pagkain sa bibig', 'tumutulo ang pagkain', 'tumutulo sa gilid ng bibig', 'sa gilid ng bibig', 'naglaway', 'maglalaway',
    ],
    pocketing: [
      'naiiwan ang pagkain sa bibig', 'naiiwan sa bibig', 'naiiwan sa pisngi', 'hindi nilulunok', 'iniipit sa pisngi', 'tinatago sa bibig',
      'kinikimkim sa bibig', 'nakaimbak sa bibig', 'matagal sa bibig', 'ayaw lunukin', 'hindi lulunukin', 'hindi niya nilulunok', 'hindi nilunok',
      'nakatago sa pisngi', 'nasa pisngi ang pagkain', 'iniimbak sa bibig', 'nakaipit sa pisngi', 'matagal nasa bibig', 'nginunguya lang',
      'nguya nang nguya', 'nakasubo lang',
    ],
    delayed_swallow: [
      'matagal bago lumunok', 'mabagal lumunok', 'ilang beses lumulunok', 'paulit-ulit lumulunok', 'kailangang paalalahanang lumunok',
      'ilang beses bago malunok', 'ilang beses lumunok', 'paulit-ulit na paglunok', 'pinapaalalahanan na lumunok', 'nakakalimutang lumunok',
      'nakakalimutan lumunok', 'mabagal ang paglunok', 'matagal lumunok', 'matagal siyang lumunok',
    ],
    prolonged_meals: [
      'matagal kumain', 'matagal matapos kumain', 'mabagal kumain', 'matagal bago matapos kumain', 'matagal maubos', 'matagal siyang kumain',
      'inaabot ng isang oras', 'inaabot ng oras', 'umaabot ng isang oras', 'isang oras kumain', 'mahigit isang oras', 'napakatagal kumain',
      'sobrang tagal kumain', 'ang tagal kumain', 'ang bagal kumain', 'sobrang bagal kumain', 'mabagal na kumain', 'matagal ngumuya',
      'matagal nguyain',
    ],
    slow: ['matagal', 'mabagal', 'isang oras', 'ang tagal', 'sobrang tagal', 'napakatagal', 'ang bagal', 'napakabagal', 'sobrang bagal', 'inaabot ng'],
    weight_loss: [
      'pumayat', 'pumapayat', 'bumaba ang timbang', 'nabawasan ang timbang', 'pagbaba ng timbang', 'bumagsak ang timbang', 'namayat', 'nangayayat',
      'nangangayayat', 'payat na payat', 'nabawasan ng timbang', 'nagbawas ng timbang', 'nawalan ng timbang', 'humpak', 'papayat',
    ],
    body_weight: ['timbang', 'kilo', 'kilos'],
    dehydration: [
      'dehydrated', 'kulang sa tubig', 'ayaw uminom', 'hindi umiinom ng tubig', 'kaunti lang uminom', 'kakaunti ang inom', 'konti lang ang inom',
      'konti lang uminom', 'natutuyuan', 'kulang sa inom', 'mahina uminom',
    ],
    food_sticking: [
      'kailangan pang uminom para lumunok', 'tinutulak ng tubig', 'itinutulak ng tubig', 'naiipit sa lalamunan', 'bumabara sa lalamunan', 'nakabara',
      'bumabara', 'dumidikit sa lalamunan', 'sumasabit sa lalamunan', 'naiipit', 'bara sa lalamunan', 'sumasabit', 'naiiwan sa lalamunan',
      'may naiiwan sa lalamunan', 'parang may bara', 'nabikig', 'nabibikig', 'bikig', 'nasasabit', 'kumakapit sa lalamunan', 'na-stuck', 'nastuck',
      'stuck sa lalamunan', 'stuck sa throat', 'bara sa throat', 'bumabara sa throat', 'naiipit sa throat', 'kailangan ng tubig para malunok',
      'sinasabayan ng tubig', 'bumara', 'nabara', 'babara', 'sumabit', 'dumikit sa lalamunan', 'naipit sa lalamunan', 'bumara sa lalamunan',
      'nabara sa throat',
    ],
    pills_sticking: [
      'hirap lunukin ang gamot', 'hirap lunukin ang tableta', 'dumidikit ang gamot', 'bumabara ang gamot', 'hirap uminom ng gamot',
      'hirap uminom ng tableta', 'hirap lunukin ang kapsula', 'hindi malunok ang gamot', 'hindi malunok ang tableta', 'naiipit ang gamot',
      'sumasabit ang gamot', 'nabara ang gamot',
    ],
    pain_on_swallowing: [
      'masakit lumunok', 'sakit kapag lumulunok', 'masakit kapag lumulunok', 'masakit ang paglunok', 'masakit pag lumulunok',
      'sumasakit kapag lumulunok', 'masakit ang lalamunan kapag lumulunok', 'masakit pag lumunok', 'masakit kapag lumunok', 'makirot lumunok',
      'mahapdi lumunok', 'mahapdi ang paglunok',
    ],
    cough: [
      'ubo', 'umuubo', 'inuubo', 'nauubo', 'naubo', 'umubo', 'inubo', 'inuubuhin', 'pag-ubo', 'ubo-ubo', 'napapaubo', 'mapaubo', 'umuubo-ubo',
      'ubo nang ubo', 'inuubo-ubo', 'ubuhin', 'uubo', 'nagcough', 'nagkakaubo', 'napaubo', 'mapapaubo', 'nakakaubo', 'nakaubo', 'umubo-ubo',
    ],
    throat_clearing: [
      'mag-clear ng throat', 'nag-clear ng throat', 'nagki-clear ng throat', 'nagkiclear ng throat', 'clear ng throat', 'clearing ng throat',
      'naglilinis ng lalamunan', 'paglilinis ng lalamunan', 'nag-eehem', 'umeehem', 'pag-ehem', 'ehem', 'nag-aahem',
    ],
    hoarse_voice: ['paos', 'namamaos', 'garalgal', 'gumagaralgal', 'pumapaos', 'nagbago ang boses', 'malat', 'namamalat', 'namaos'],
    phlegm: ['plema', 'may plema', 'plemahin', 'maplema', 'sinisipsip ang plema', 'sipsip ng plema'],
    weak_cough: [
      'mahina ang ubo', 'mahinang ubo', 'mahina umubo', 'hindi makaubo', 'di makaubo', 'hindi mailabas ang plema', 'mahina ang pag-ubo',
      'hirap ilabas ang plema', 'hirap maglabas ng plema', 'di mailabas ang plema',
    ],
    avoids_textures: [
      'lugaw lang', 'sabaw lang', 'malambot lang', 'malalambot lang', 'ayaw na ng karne', 'ayaw na sa karne', 'hindi na kumakain ng karne',
      'puro lugaw', 'puro sabaw', 'puro malambot', 'malambot na pagkain lang', 'ayaw ng matigas', 'hindi na makakain ng matigas',
      'iniiwasan ang matigas', 'dinudurog ang pagkain', 'giniling na lang', 'pinapalambot', 'binablender ang pagkain', 'lugaw na lang',
      'sabaw na lang', 'malambot na lang',
    ],
    avoid: ['iniiwasan', 'umiiwas', 'iwas'],
    wet: ['basa'],
    aspiration_observed: [
      'pumasok sa baga', 'napunta sa baga', 'pumasok sa daanan ng hangin', 'napunta sa daanan ng hangin', 'pumasok sa windpipe',
      'napunta sa windpipe', 'naaspirate', 'nagaaspirate',
    ],
    dry_mouth: ['tuyo ang bibig', 'tuyong bibig', 'nanunuyo ang bibig', 'natutuyo ang bibig'],
    difficulty: ['hirap', 'nahihirapan', 'nahihirapang', 'mahirap', 'problema sa'],
    cyanosis: [
      'nangitim', 'nangingitim', 'nangasul', 'nangangasul', 'naging asul', 'asul ang labi', 'kulay ube', 'nangulay ube', 'nagviolet',
      'violet ang labi', 'nangitim ang labi', 'nangingitim ang labi', 'nagblue', 'naging blue',
    ],
  },
  risks: {
    stroke: ['na-stroke', 'istrok', 'nastroke', 'naistrok', 'istrouk', 'nagkastroke', 'atake sa utak', 'pagdurugo sa utak', 'paralisado ang kalahati', 'naparalisa'],
    dementia: ['demensya', 'ulyanin', 'pagkaulyanin', 'makakalimutin', 'malilimutin'],
    head_neck_cancer: [
      'kanser sa lalamunan', 'kanser sa leeg', 'kanser sa bibig', 'kanser sa ilong', 'kanser sa dila', 'kanser sa larynx', 'cancer sa lalamunan',
      'cancer sa dila', 'cancer sa leeg', 'radiation sa leeg', 'nagpa-radiation', 'nag-radiation',
    ],
    reduced_alertness: [
      'inaantok', 'antukin', 'laging tulog', 'nakakatulog habang kumakain', 'natutulog habang kumakain', 'mahirap gisingin', 'tulog nang tulog',
      'puro tulog', 'hindi gaanong gising', 'hindi alerto',
    ],
    frailty: ['mahina ang katawan', 'nakaratay', 'nakahiga lang', 'hindi na makalakad', 'mahinang-mahina', 'nanghihina'],
    known_dysphagia: [
      'tubo sa ilong', 'tubo sa tiyan', 'naka-ngt', 'naka ngt', 'naka-ng tube', 'nakatube', 'pinapakain sa tubo', 'dinudurog ang gamot',
      'dinudurog ang tableta', 'giniling na pagkain',
    ],
    tracheostomy: ['may butas sa leeg', 'tubo sa leeg', 'trakyostomi'],
    copd: ['empisema'],
    reflux: ['hyperacidity', 'hyperacid', 'asim ng sikmura', 'umaakyat ang asido'],
  },
  thickened: ['pinalapot na inumin', 'pinalapot', 'pampalapot', 'malapot na inumin', 'malapot na tubig'],
  tolerates: ['okay naman', 'ok naman', 'okay lang', 'ok lang', 'ayos naman', 'ayos lang naman', 'mas okay', 'mas maayos'],
  recovered: [
    'naka-recover', 'nakarecover', 'naka recover', 'gumaling na', 'magaling na', 'gumaling', 'nakabawi na', 'bumalik na sa normal',
    'wala nang naiwang epekto', 'walang naiwang epekto', 'bumalik sa normal', 'nakarekober',
  ],
  negation: {
    settings: { unit: 'word', pre: 3, post: 0 },
    pre: [
      'hindi', 'walang', 'wala', 'di', 'hindi naman', 'wala namang', 'wala ring', 'hinde', 'hndi', 'wla', 'wlang', 'di naman', 'hindi pa',
      'hindi pa naman', 'wala pa', 'wala siyang', 'hindi siya', 'hindi rin', 'di rin', 'hindi nagkaroon ng', 'hindi nakaranas ng',
    ],
    list: ['itinanggi', 'walang anumang', 'walang kahit anong'],
    reassuring: [
      'walang napansin', 'wala namang napansin', 'walang nakitang problema', 'walang nakita', 'wala namang nakita', 'wala namang problema',
      'walang kakaiba', 'walang napapansin', 'wala kaming napansin', 'walang naobserbahan',
    ],
  },
  past: [
    // Word-number months ('# buwan ...' only reads digits).
    // With the linker: "apat na", "limang", "pitong".
    ...['apat na', 'limang', 'anim na', 'pitong', 'walong', 'siyam na', 'sampung', 'labing-isang', 'labindalawang'].flatMap((n) => [
      `${n} buwan na ang nakalipas`,
      `${n} buwan na ang nakaraan`,
      `${n} buwan ang nakalipas`,
      `${n} buwan ang nakaraan`,
    ]),
    'kalahating taon na ang nakalipas', 'isang taon na ang nakalipas',
    'dati', 'noon', 'noong isang taon', 'nakaraang taon', 'noong bata', 'hindi na', 'wala na', 'dati-rati', 'nung bata', 'dati pa', 'noong #',
    'nung #', 'taong #', 'noong panahong iyon', 'nung time na', 'noong araw', 'nung araw', 'taon na ang nakalipas', 'taon na ang nakaraan',
  ],
  monthsAgo: ['# buwan na ang nakalipas', '# buwan na ang nakaraan', '# buwan ang nakalipas'],
  current: [
    'ngayon', 'kasalukuyan', 'pa rin', 'nitong mga nakaraang araw', 'kamakailan', 'noong nakaraang buwan', 'nakaraang buwan', 'nakaraang linggo',
    'noong isang buwan', 'noong isang linggo', 'nitong buwan', 'ngayong linggo', 'ngayong buwan', 'ngayong taon', 'kahapon', 'kanina', 'kagabi',
    'nitong mga nakaraang linggo', 'simula noong', 'mula noong',
  ],
  uncertain: [
    'baka', 'siguro', 'marahil', 'hindi sigurado', 'yata', 'hindi tiyak', 'posibleng', 'hindi ko alam', 'mukhang', 'tila', 'ata', 'di sigurado',
    'hindi ko sigurado', 'hindi namin alam', 'di ko alam', 'hinala', 'pinaghihinalaan', 'suspetsa',
  ],
  unrelated: [
    'sipon', 'trangkaso', 'tuhod', 'sakit ng ulo', 'masakit ang ulo', 'sakit ng likod', 'likod', 'sinisipon', 'hika', 'rayuma', 'balakang',
    'sakit ng ngipin', 'namamagang lalamunan', 'masakit ang lalamunan', 'naninigarilyo', 'sigarilyo',
  ],
  normal: [
    'normal na kumakain', 'normal na ang pagkain', 'maayos kumain', 'maayos ang pagkain', 'maayos naman ang pagkain', 'normal ang pagkain',
    'malakas kumain', 'maganang kumain', 'ayos lang', 'walang problema sa pagkain', 'walang problema', 'mabuti ang pagkain', 'maayos uminom',
    'okay naman kumain', 'ok naman kumain', 'ayos naman kumain', 'normal kumain', 'normal naman kumain', 'kumakain nang maayos',
    'kumakain naman nang maayos', 'maayos naman kumain', 'maayos ang paglunok', 'walang problema sa paglunok', 'malakas uminom',
    'nauubos ang pagkain', 'ubos ang pagkain', 'nakakakain nang maayos',
  ],
  occasional: ['minsan', 'paminsan-minsan', 'kung minsan', 'bihira', 'medyo', 'paminsan minsan', 'minsan-minsan', 'madalang', 'kaunti', 'konti', 'bahagya'],
  persistent: ['tuwing', 'palagi', 'lagi', 'laging', 'bawat kain', 'bawat inom', 'bawat subo', 'parati', 'palaging', 'sa bawat'],
  context: {
    meal: [
      'kumakain', 'kumain', 'kain', 'pagkain', 'umiinom', 'uminom', 'inom', 'pag-inom', 'iniinom', 'tubig', 'kanin', 'karne', 'sabaw', 'lumulunok',
      'lunok', 'paglunok', 'ulam', 'gatas', 'kape', 'lugaw', 'inumin', 'ngumuya', 'ngumunguya', 'nguya', 'nginunguya', 'lumunok', 'nilulunok',
      'lunukin', 'malunok', 'hapunan', 'almusal', 'tanghalian', 'meryenda', 'tinapay', 'isda', 'manok', 'baboy', 'gulay', 'prutas', 'saging',
      'biskwit', 'juice', 'softdrinks', 'kakain', 'kinakain', 'pinapakain', 'pinakain', 'subo', 'isinusubo', 'sinusubuan', 'pagsubo', 'ininom',
      'iinom', 'pinapainom', 'arroz caldo', 'champorado', 'pansit', 'pancit', 'itlog', 'lulunok', 'nilunok', 'nalunok', 'nalulunok', 'kinain',
      'nakakain', 'makakain', 'kakainin', 'iinumin', 'nakainom', 'nakakainom',
    ],
    mealTemporal: [
      'habang kumakain', 'kapag kumakain', 'pag kumakain', 'pagkatapos kumain', 'pagkakain', 'kapag umiinom', 'pag umiinom', 'habang umiinom',
      'pagkatapos uminom', 'tuwing kumakain', 'tuwing umiinom', 'sa pagkain', 'kapag lumulunok', 'sa bawat kain', 'pag kumain', 'kapag kumain',
      'pag uminom', 'kapag uminom', 'pagkainom', 'tuwing iinom', 'tuwing kakain', 'habang ngumunguya', 'habang lumulunok', 'pag lumulunok',
      'pag lumunok', 'kapag lumunok', 'sa hapunan', 'sa almusal', 'sa tanghalian', 'pagkatapos ng pagkain', 'pagkatapos niyang kumain',
      'pagkatapos niyang uminom', 'after kumain', 'after uminom', 'sa pag-inom',
    ],
    pill: ['gamot', 'tableta', 'pildoras', 'kapsula', 'tabletas', 'bitamina', 'kapsul'],
    voice: ['boses', 'tinig', 'paghinga', 'hininga', 'tunog'],
    recurrent: [
      'paulit-ulit', 'madalas', 'ilang beses', 'dalawang beses', 'ulit', 'muli', 'pabalik-balik', 'ilang ulit', 'tatlong beses', 'na naman',
      'nanaman', 'balik-balik', 'paulit ulit', 'ulit-ulit',
    ],
    decrease: ['bumaba', 'nabawasan', 'bawas', 'bumagsak', 'nawala', 'nabawas', 'lumiit'],
    gulp: ['mabilis uminom', 'mabilis na uminom', 'nagmamadaling uminom', 'nagmamadali', 'tuloy-tuloy na lagok', 'isang lagukan', 'nilagok', 'malaking lagok', 'sunod-sunod na lagok'],
    split: ['hinahati', 'hinati', 'hatiin', 'pinuputol', 'pinutol', 'hati ang', 'kalahati'],
    airway: [ 'ambulansya', 'tumawag ng ambulansya', 'tumawag sa #', 'isinugod sa ospital',
      'hindi makahinga', 'di makahinga', 'hindi nakahinga', 'di nakahinga', 'hindi siya makahinga', 'di siya makahinga', 'hindi siya nakahinga',
      'nawalan ng hininga', 'hindi nakakahinga', 'di nakakahinga', 'hindi na makahinga', 'tumigil ang paghinga', 'huminto ang paghinga',
    ],
  },
  connectors: ['at', 'o', 'pati', 'saka', 'tsaka', 'at saka'],
  disjunctive: ['o'],
  contrast: ['pero', 'ngunit', 'subalit', 'kaso', 'maliban', 'kaya lang', 'bagamat', 'kahit'],
  history: ['may history ng', 'history ng', 'hx ng'],
  ignore: ['walang tigil', 'walang humpay', 'hindi tumitigil', 'di tumitigil', 'hindi matigil', 'hindi mapigilan', 'di mapigil', 'bakuna sa pulmonya', 'bakuna laban sa pulmonya'],
};
