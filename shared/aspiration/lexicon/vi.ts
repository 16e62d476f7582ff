/**
 * Vietnamese, written with diacritics. Text with diacritics is matched with
 * them ("họ" they is not "ho" cough); text typed without them ("ho khi an",
 * "sac nuoc") is detected and read against these same terms folded (see
 * isUnaccentedVietnamese and LEXICON_VI_FOLDED), so no list needs a second,
 * unaccented spelling.
 */
import type { LanguageLexicon } from './types';

export const VI: LanguageLexicon = {
  lang: 'vi',
  signs: {
    // Refusing food or drink: read only with a cause word.
    refuses_intake: ['không chịu ăn', 'bỏ ăn', 'từ chối ăn'],
    water_test: [ 'cho thử uống nước', 'cho uống thử nước', 'bảo thử uống nước', 'nghiệm pháp nuốt nước', 'test nuốt nước', 'thử nghiệm nuốt nước', 'nghiệm pháp uống nước', 'sàng lọc nuốt', 'test nuốt', 'nghiệm pháp nuốt'],
    saliva_not_swallowed: ['không nuốt được nước bọt', 'nuốt nước bọt không được', 'nước bọt ứ đọng', 'ứ đọng nước bọt', 'đọng nước bọt', 'nước bọt đọng trong miệng',],
    choking: [
      'nghẹn', 'bị nghẹn', 'mắc nghẹn', 'hóc', 'bị hóc', 'hóc xương', 'nghẹt thở khi ăn', 'nghẹn thở', 'nghẹn cứng', 'nghẹn họng', 'nghẹn ở cổ',
      'nghẹn thức ăn', 'bị hóc thức ăn', 'hóc thức ăn', 'hóc xương cá', 'hóc dị vật', 'dị vật đường thở', 'tắc đường thở', 'tắc nghẽn đường thở',
      'thức ăn chặn đường thở', 'ngạt thở khi ăn', 'sặc nghẹn', 'thủ thuật heimlich', 'nghiệm pháp heimlich', 'ép bụng', 'mắc nghẹn thức ăn',
    ],
    cough_during_meals: [
      'sặc', 'bị sặc', 'sặc nước', 'sặc thức ăn', 'sặc sụa', 'sặc khi ăn', 'sặc khi uống', 'hay sặc', 'sặc cơm', 'sặc cháo', 'sặc sữa', 'sặc canh',
      'sặc thuốc', 'ho sặc', 'sặc ho', 'sặc lên',
    ],
    aspiration_observed: [
      'hít sặc', 'hít vào phổi', 'hít sặc vào phổi', 'hít phải thức ăn', 'sặc vào phổi', 'sặc vào khí quản', 'thức ăn vào khí quản',
      'nước vào khí quản', 'vào khí quản', 'vào đường thở', 'lọt vào khí quản', 'lọt vào đường thở', 'tràn vào khí quản', 'xâm nhập đường thở',
      'thâm nhập thanh quản', 'hít sặc thầm lặng', 'hít sặc im lặng', 'sặc thầm lặng', 'sặc im lặng', 'có hít sặc', 'thấy hít sặc',
      'ghi nhận hít sặc',
    ],
    wet_voice: [
      'giọng ướt', 'giọng nói ướt', 'tiếng ọc ọc', 'ọc ọc', 'giọng có đờm', 'tiếng lọc xọc', 'lọc xọc', 'giọng khò khè', 'tiếng khò khè trong họng',
      'giọng nói như có nước', 'như có đờm', 'như có đàm', 'như có nước trong họng', 'có nước trong cổ', 'có nước trong họng', 'như có nước',
      'lọc xọc trong cổ', 'họng có tiếng nước', 'có tiếng nước trong họng', 'giọng như súc miệng', 'như súc miệng', 'lọc khọc', 'khọc khọc', 'óc ách',
      'giọng ướt át', 'giọng ọc ọc',
    ],
    aspiration_pneumonia: [
      'viêm phổi hít', 'viêm phổi do hít', 'viêm phổi do sặc', 'viêm phổi hít sặc', 'viêm phổi do hít sặc', 'viêm phổi sặc',
      'viêm phổi do sặc thức ăn', 'viêm phổi do hít phải', 'viêm phổi hít phải', 'viêm phổi do trào ngược', 'viêm phổi do hít thức ăn',
      'viêm phổi do thức ăn', 'viêm phổi hít sặc thức ăn', 'viêm phổi do nuốt sặc', 'viêm phổi do sặc sữa', 'viêm phổi do sặc nước',
    ],
    chest_infection: [
      'viêm phổi', 'nhiễm trùng phổi', 'nhiễm trùng hô hấp dưới', 'viêm phế quản phổi', 'nhiễm khuẩn phổi', 'nhiễm khuẩn hô hấp dưới', 'phổi có ran',
      'ran nổ', 'ran ẩm', 'đông đặc phổi', 'nhiễm trùng ngực', 'viêm đường hô hấp dưới', 'nhiễm trùng đường hô hấp dưới',
    ],
    recurrent_chest_infection: [
      'viêm phổi tái phát', 'viêm phổi nhiều lần', 'viêm phổi tái đi tái lại', 'nhiễm trùng phổi tái phát', 'viêm phổi liên tục',
      'viêm phổi nhiều đợt', 'viêm phổi lặp lại', 'nhiều đợt viêm phổi', 'viêm phổi hoài', 'hay bị viêm phổi', 'viêm phổi thường xuyên',
      'viêm phổi mấy lần',
    ],
    fever: ['sốt', 'bị sốt', 'sốt nhẹ', 'lên cơn sốt', 'sốt cao', 'sốt về chiều', 'hâm hấp sốt', 'nóng sốt', 'người nóng', 'sốt lại', 'thân nhiệt tăng', 'nhiệt độ tăng'],
    breathlessness: [
      'khó thở', 'hụt hơi', 'thở gấp', 'giảm bão hòa oxy', 'spo# giảm', 'thở mệt', 'thở dốc', 'thở hổn hển', 'hổn hển', 'thở nhanh', 'thở khó',
      'mệt khi thở', 'thở không ra hơi', 'ngộp thở', 'thở rít', 'giảm oxy', 'tụt oxy', 'tụt spo#', 'spo# tụt', 'spo# thấp', 'tụt bão hòa oxy',
      'bão hòa oxy giảm', 'độ bão hòa oxy giảm', 'oxy máu giảm', 'oxy giảm', 'sụt oxy',
    ],
    nasal_regurgitation: [ 'trào ngược ra mũi', 'chảy ngược lên mũi', 'lên đường mũi',
      'trào lên mũi', 'trào ra mũi', 'ra mũi', 'chảy ra mũi', 'lên mũi', 'ra đường mũi', 'trào ngược lên mũi', 'trào qua mũi', 'chảy qua mũi',
      'ra đằng mũi', 'ra cả đằng mũi', 'chảy ra cả đằng mũi', 'ra cả mũi', 'ra cả đường mũi', 'ra lỗ mũi', 'phun ra mũi', 'sặc lên mũi', 'sặc ra mũi', 'nước ra mũi', 'thức ăn ra mũi',
    ],
    difficulty_swallowing: [ 'khó nuốt trôi', 'nuốt không trôi', 'khó trôi',
      'khó nuốt', 'nuốt khó', 'nuốt khó khăn', 'rối loạn nuốt', 'không nuốt được', 'không thể nuốt', 'nuốt không được', 'nuốt không trôi',
      'nuốt vướng', 'nuốt rất khó', 'nuốt không nổi', 'nuốt không vô', 'nuốt không xuống', 'không nuốt nổi', 'không nuốt vô', 'nuốt vào rất khó',
      'nuốt kém', 'nuốt yếu', 'chức năng nuốt kém', 'chức năng nuốt giảm', 'suy giảm chức năng nuốt', 'rối loạn chức năng nuốt', 'nuốt bị vướng',
      'nuốt nghẹn', 'khó khăn khi nuốt', 'khó khăn trong việc nuốt', 'gặp khó khăn khi nuốt', 'nuốt bị khó', 'nuốt thấy khó', 'nuốt hơi khó',
      'chưa nuốt được', 'khó trôi', 'không trôi xuống',
    ],
    drooling: [
      'chảy nước dãi', 'chảy dãi', 'chảy nước miếng', 'nhỏ dãi', 'rớt dãi', 'chảy nước bọt', 'nhễu nước miếng', 'nhểu dãi', 'nước dãi chảy',
      'nước miếng chảy', 'rơi vãi thức ăn', 'thức ăn rơi ra khỏi miệng', 'thức ăn chảy ra khóe miệng', 'chảy ra khóe miệng', 'rớt thức ăn',
      'rơi thức ăn ra ngoài', 'trào ra khóe miệng', 'thức ăn rơi ra', 'nước chảy ra khóe miệng', 'không ngậm kín miệng',
    ],
    cheek: ['trong má', 'ở má', 'bên má'],
    pocketing: [ 'lâu mới nuốt', 'rất lâu mới nuốt','phải nhắc mới nuốt', 'phải nhắc nuốt', 'nhắc nuốt',  'giắt thức ăn ở má', 'giắt ở má', 'giắt cơm ở má', 'còn cơm trong miệng', 'còn thức ăn trong miệng', 'ngậm cơm trong miệng',
      'ngậm thức ăn', 'ngậm cơm', 'ngậm đồ ăn', 'ngậm lâu', 'thức ăn đọng', 'đọng thức ăn', 'còn thức ăn trong miệng', 'giữ thức ăn trong miệng',
      'thức ăn còn trong miệng', 'thức ăn ứ trong má', 'ngậm trong miệng', 'ngậm mãi không nuốt', 'ngậm không nuốt', 'ngậm hoài', 'ngậm cháo',
      'còn sót thức ăn', 'sót thức ăn', 'thức ăn còn sót', 'thức ăn đọng lại', 'đọng lại trong miệng', 'dồn thức ăn vào má', 'thức ăn dồn ở má',
      'giữ thức ăn ở má', 'nhai mãi không nuốt', 'nhai hoài không nuốt', 'không chịu nuốt', 'ngậm cơm trong miệng', 'ngậm thức ăn trong miệng',
    ],
    delayed_swallow: [ 'nuốt thêm', 'phải nuốt thêm', 'nuốt hai lần', 'nuốt 2 lần', 'nuốt nhiều lần', 'nuốt mấy lần', 'nuốt vài lần', 'nuốt lại lần nữa', 'phải nuốt lại',
      'nuốt chậm', 'chậm nuốt', 'nuốt nhiều lần', 'quên nuốt', 'phản xạ nuốt chậm', 'phản xạ nuốt kém', 'chậm phản xạ nuốt',
      'nuốt nhiều lần mới hết', 'phải nuốt nhiều lần', 'nuốt mấy lần', 'nuốt vài lần', 'nuốt hai ba lần', 'nuốt làm nhiều lần',  'nuốt lâu',
    ],
    prolonged_meals: [
      'ăn rất lâu', 'ăn lâu', 'ăn chậm', 'ăn rất chậm', 'bữa ăn kéo dài', 'ăn mất hơn một tiếng', 'ăn cả tiếng', 'ăn mất cả tiếng', 'ăn hết cả tiếng',
      'ăn một bữa mất', 'một bữa ăn mất', 'bữa ăn mất', 'ăn lâu hơn trước', 'ăn chậm hơn', 'ăn lề mề', 'ăn rề rà', 'ăn dềnh dàng',
      'thời gian ăn kéo dài', 'ăn uống chậm',
    ],
    slow: [ 'mệt', 'mau mệt', 'nhanh mệt', 'đuối', 'lâu hơn trước', 'chậm hơn trước', 'lâu hơn','chậm', 'lâu', 'kéo dài', 'một tiếng', 'tiếng đồng hồ', 'cả tiếng', 'lề mề', 'rề rà'],
    weight_loss: [
      'sụt cân', 'giảm cân', 'gầy đi', 'sút cân', 'gầy sút', 'sụt ký', 'giảm ký', 'sụt # ký', 'sụt # kg', 'giảm # kg', 'giảm # ký', 'gầy rộc',
      'gầy hẳn', 'xuống cân', 'xuống ký', 'hao người', 'ốm đi', 'ốm nhom', 'gầy gò', 'suy dinh dưỡng', 'teo tóp',
    ],
    body_weight: ['cân nặng', 'kg', 'ký', 'cân'],
    dehydration: [
      'mất nước', 'uống ít nước', 'ít uống nước', 'không chịu uống', 'uống rất ít', 'uống ít', 'ít uống', 'lười uống nước', 'không muốn uống nước',
      'thiếu nước', 'uống không đủ nước', 'uống nước rất ít', 'sợ uống nước',
    ],
    food_sticking: [ 'bị nghẹn nhẹ', 'hơi bị nghẹn', 'bị nghèn nghẹn', 'nghẹn nhẹ', 'hơi nghẹn', 'nghèn nghẹn', 'cảm giác nghẹn', 'dính dính ở cổ', 'vướng vướng ở cổ',
      'uống nước chiêu', 'chiêu nước', 'chiêu với nước', 'phải chiêu', 'mắc ở cổ', 'vướng ở cổ', 'bị mắc', 'mắc cổ', 'vướng cổ', 'mắc kẹt',
      'cảm giác vướng', 'mắc ở họng', 'vướng ở họng', 'bị vướng', 'vướng cổ họng', 'vướng trong cổ', 'mắc trong cổ', 'mắc cổ họng', 'kẹt ở cổ',
      'kẹt trong cổ', 'kẹt cổ', 'dính ở cổ', 'dính cổ họng', 'dính trong cổ', 'có gì vướng', 'như có gì vướng', 'cảm giác có vật', 'cảm giác nghẹn',
      'cảm giác mắc', 'phải uống nước mới nuốt được', 'uống nước mới nuốt được', 'uống nước mới trôi', 'chiêu nước mới nuốt',
      // Stuck "in the middle of" the throat, and water needed before it goes down ("nửa ly nước mới trôi").
      'kẹt giữa cổ', 'mắc giữa cổ', 'vướng giữa cổ', 'kẹt ở họng', 'kẹt trong họng', 'nước mới trôi',
    ],
    pills_sticking: [
      'khó nuốt thuốc', 'thuốc bị mắc', 'viên thuốc bị mắc', 'thuốc mắc ở cổ', 'nuốt thuốc khó', 'khó uống thuốc', 'uống thuốc khó',
      'thuốc viên khó nuốt', 'khó nuốt viên thuốc', 'thuốc bị kẹt', 'thuốc kẹt ở cổ', 'viên thuốc mắc', 'thuốc mắc cổ', 'thuốc vướng cổ',
    ],
    pain_on_swallowing: [
      'đau khi nuốt', 'nuốt đau', 'nuốt bị đau', 'nuốt vào thấy đau', 'nuốt thấy đau', 'nuốt vào đau', 'nuốt rát', 'rát khi nuốt', 'đau rát khi nuốt',
      'nuốt nước bọt cũng đau', 'đau họng khi nuốt',
    ],
    cough: [
      'ho', 'ho khan', 'ho sù sụ', 'bị ho', 'cơn ho', 'ho nhiều', 'ho liên tục', 'ho khục khặc', 'ho từng cơn', 'ho có đờm', 'ho khạc',
      'ho húng hắng', 'húng hắng', 'khục khặc', 'ho lụ khụ',
    ],
    throat_clearing: ['hắng giọng', 'đằng hắng', 'tằng hắng', 'khạc', 'e hèm', 'khạc nhổ', 'làm sạch cổ họng', 'hay hắng giọng'],
    hoarse_voice: ['khàn giọng', 'khàn tiếng', 'giọng khàn', 'giọng ồ ồ', 'ồ ồ', 'giọng rè', 'giọng khàn khàn', 'mất tiếng', 'giọng thay đổi', 'giọng ồ'],
    phlegm: [
      'đờm', 'đàm', 'có đờm', 'có đàm', 'đờm nhiều', 'nhiều đờm', 'nhiều đàm', 'đờm dãi', 'khò khè', 'thở khò khè', 'đàm nhớt', 'đờm rãi',
      'tiết đờm', 'khạc đờm',
    ],
    dry_mouth: ['khô miệng', 'miệng khô', 'khô họng'],
    weak_cough: [
      'ho yếu', 'ho không hiệu quả', 'ho không có lực', 'không ho được', 'không khạc được đờm', 'khó khạc đờm', 'ho yếu ớt', 'ho không ra',
      'ho không nổi', 'không ho ra được', 'không tự khạc đờm', 'phản xạ ho yếu', 'phản xạ ho kém', 'mất phản xạ ho', 'không có phản xạ ho',
    ],
    avoids_textures: [
      'chỉ ăn cháo', 'chỉ ăn được cháo', 'chỉ chịu ăn cháo', 'chỉ ăn đồ mềm', 'chỉ ăn được đồ mềm', 'chỉ ăn súp', 'không dám ăn', 'chỉ uống sữa',
      'chỉ ăn đồ xay', 'chỉ ăn đồ lỏng', 'không ăn được thịt', 'không ăn được cơm', 'bỏ thịt', 'không ăn đồ cứng', 'tránh đồ cứng', 'chỉ ăn mềm',
      'ăn cơm chan canh', 'chan nước canh', 'chan canh',
    ],
    avoid: ['tránh', 'sợ ăn', 'sợ uống', 'ngại ăn', 'ngại uống'],
    wet: ['ướt', 'ướt át', 'có nước', 'ngậm nước', 'như dưới nước'],
    cyanosis: ['tím tái', 'tím mặt', 'tím môi', 'môi tím', 'mặt tím', 'tím ngắt', 'mặt tái xanh', 'xanh tím', 'mặt xanh', 'môi tím tái', 'tím cả mặt', 'mặt tím tái'],
    difficulty: ['khó khăn', 'gặp khó', 'vất vả'],
  },
  risks: {
    stroke: [
      'đột quỵ', 'tai biến', 'tai biến mạch máu não', 'nhồi máu não', 'xuất huyết não', 'liệt nửa người', 'đột quị', 'tai biến mạch não',
      'yếu nửa người', 'nhũn não', 'tắc mạch não',
    ],
    dementia: ['sa sút trí tuệ', 'mất trí nhớ', 'lú lẫn tuổi già', 'suy giảm nhận thức', 'lẫn lộn', 'bị lẫn', 'lẫn trí', 'suy giảm trí nhớ', 'mất trí'],
    motor_neurone_disease: [
      'xơ cứng cột bên teo cơ', 'bệnh thần kinh vận động', 'xơ cứng teo cơ một bên', 'xơ cứng cột bên', 'bệnh neuron vận động',
      'bệnh nơ-ron vận động', 'teo cơ xơ cứng cột bên',
    ],
    multiple_sclerosis: ['xơ cứng rải rác', 'đa xơ cứng'],
    head_neck_cancer: [
      'ung thư vòm họng', 'ung thư thanh quản', 'ung thư đầu cổ', 'ung thư đầu và cổ', 'ung thư thực quản', 'ung thư lưỡi', 'xạ trị', 'ung thư vòm',
      'k vòm', 'k thanh quản', 'k thực quản', 'k lưỡi', 'k hạ họng', 'ung thư hạ họng', 'ung thư amidan', 'ung thư khoang miệng', 'ung thư miệng',
      'hóa xạ trị', 'cắt thanh quản', 'cắt lưỡi', 'nạo vét hạch cổ',
    ],
    tracheostomy: ['mở khí quản', 'canuyn khí quản', 'ống mở khí quản'],
    reduced_alertness: [
      'lơ mơ', 'buồn ngủ', 'ngủ gà', 'giảm ý thức', 'ngủ gật khi ăn', 'lừ đừ', 'li bì', 'mê man', 'ngủ li bì', 'mê sảng', 'giảm tri giác',
      'tri giác giảm', 'không tỉnh táo', 'kém tỉnh táo', 'ngủ gật', 'vừa ăn vừa ngủ',
    ],
    frailty: ['suy kiệt', 'nằm liệt giường', 'suy yếu', 'nằm một chỗ', 'yếu sức', 'sức yếu', 'già yếu', 'ốm yếu', 'liệt giường', 'suy nhược'],
    known_dysphagia: [
      'sonde dạ dày', 'ống thông dạ dày', 'ăn qua ống', 'mở dạ dày', 'ăn qua sonde', 'nhịn ăn uống', 'ống sonde', 'ăn sonde', 'đặt sonde',
      'ống thông mũi dạ dày', 'ống xông', 'ăn qua ống thông', 'nuôi ăn qua ống', 'mở thông dạ dày', 'ăn cháo xay', 'chế độ ăn mềm', 'xay nhuyễn',
      'băm nhỏ', 'nghiền thuốc', 'tán thuốc', 'cháo xay',
    ],
    copd: ['bệnh phổi tắc nghẽn mạn tính', 'copd', 'phổi tắc nghẽn', 'bệnh phổi tắc nghẽn', 'bptnmt', 'khí phế thũng'],
    reflux: ['trào ngược', 'ợ chua', 'ợ nóng'],
    parkinsons: ['pác-kin-xơn', 'pakinson', 'parkison'],
    other_neurological: ['nhược cơ', 'bại não', 'chấn thương sọ não', 'u não', 'viêm não', 'loạn dưỡng cơ'],
  },
  thickened: ['bột làm đặc', 'làm đặc', 'nước làm đặc', 'chất làm đặc', 'pha đặc', 'nước sệt', 'làm sệt'],
  tolerates: ['không sao', 'thì ổn', 'ổn hơn', 'đỡ hơn', 'dễ uống hơn', 'chịu được', 'thì đỡ', 'đỡ sặc', 'hết sặc'],
  recovered: [ 'kiểm tra lại bình thường', 'chụp lại bình thường', 'tái khám bình thường', 'đánh giá lại bình thường', 'đã rút', 'đã rút ống', 'rút ống lâu rồi', 'rút sonde lâu rồi', 'đã rút ống lâu rồi', 'đã tháo', 'đã rút sonde', 'đã bỏ ống', 
    'đã hồi phục', 'hồi phục', 'hồi phục hoàn toàn', 'bình phục', 'đã khỏi', 'khỏi hẳn', 'không để lại di chứng', 'không có di chứng',
    'không di chứng', 'khỏi bệnh', 'phục hồi', 'phục hồi tốt', 'đã khỏe lại', 'khỏe lại', 'hết hẳn',
  ],
  negation: {
    settings: { unit: 'word', pre: 3, post: 0 },
    pre: [
      'không', 'ko', 'chưa', 'không có', 'chẳng', 'chả', 'không hề', 'chưa từng', 'không bị', 'chưa bao giờ', 'khong', 'hok', 'khg', 'chẳng có',
      'chả có', 'không thấy', 'không ghi nhận', 'chưa thấy', 'chưa có', 'chưa bị', 'không hề bị', 'không bao giờ', 'chẳng bao giờ',
      'không có dấu hiệu', 'không có biểu hiện', 'không có triệu chứng', 'không phát hiện',
    ],
    list: ['phủ nhận'],
    reassuring: [
      'không thấy gì', 'không thấy bất thường', 'không thấy vấn đề', 'không phát hiện gì', 'không ghi nhận bất thường', 'không có gì bất thường',
      'không có vấn đề gì', 'chưa thấy gì',
    ],
  },
  past: [
    // Word-number months ('# tháng trước' only reads digits).
    ...['bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín', 'mười', 'mười một', 'mười hai'].flatMap((n) => [`${n} tháng trước`, `cách đây ${n} tháng`]),
    'nửa năm trước', 'một năm trước', 'cách đây một năm', 'hơn một năm trước',
    'trước đây', 'trước kia', 'năm ngoái', 'hồi trước', 'hồi nhỏ', 'không còn', 'ngày trước', 'không còn bị', 'hồi xưa', 'ngày xưa', 'hồi còn trẻ',
    'lúc trẻ', 'mấy năm trước', 'năm trước', 'cách đây # năm', 'hồi đó', 'lúc đó', 'khi đó', 'hết rồi', 'không còn nữa', 'không bị nữa',
  ],
  history: ['tiền sử', 'từng', 'đã từng', 'bệnh sử', 'đã từng bị'],
  monthsAgo: ['# tháng trước', 'cách đây # tháng'],
  current: [ 'so với trước', 'hơn trước', 'so với trước đây', 'hơn trước đây', 'so với hồi trước', 'hơn hồi trước', 'so với năm ngoái',
    'bây giờ', 'hiện nay', 'hiện tại', 'gần đây', 'vẫn', 'vẫn còn', 'tháng trước', 'tuần trước', 'dạo này', 'giờ', 'hiện giờ', 'mấy hôm nay',
    'mấy ngày nay', 'mấy tuần nay', 'dạo gần đây', 'thời gian gần đây', 'tuần rồi', 'tháng rồi', 'hôm qua', 'hôm nay', 'sáng nay', 'thời gian này',
  ],
  // Question frames: a thickener or diet asked about is not in use (asked_about_diet_not_in_use).
  // "asked about" a thickener or diet (rule asked_about_diet_not_in_use).
  question: ['có hỏi về', 'hỏi về', 'hỏi thăm về', 'hỏi có cần', 'hỏi có nên', 'có cần dùng', 'có nên dùng', 'muốn hỏi'],
  uncertain: ['có thể', 'có lẽ', 'hình như', 'nghi', 'nghi ngờ', 'không chắc', 'không rõ', 'chắc là', 'có vẻ', 'dường như', 'không biết có', 'chưa rõ', 'nghi là', 'có khả năng'],
  unrelated: [
    // A fall (té ngã, not the Spanish 'té'): its emergency call is no rescue at a meal (airway_rescue_at_meal).
    'té ngã', 'bị té', 'bị ngã', 'ngã',
    // Burping after a feed: patting the back for it is no rescue (reading rule airway_rescue_at_meal).
    'ợ hơi', 'cho ợ',
    'cảm lạnh', 'cảm cúm', 'cúm', 'cảm', 'sổ mũi', 'nghẹt mũi', 'đau đầu', 'đau lưng', 'đau gối', 'đau khớp', 'viêm họng', 'dị ứng', 'hen',
    'chảy mũi', 'viêm mũi', 'viêm xoang', 'đau răng', 'táo bón', 'mất ngủ', 'hút thuốc',
  ],
  normal: [
    'ăn uống bình thường', 'ăn bình thường', 'ăn được', 'ăn ngon', 'ăn tốt', 'bình thường', 'ăn uống tốt', 'ăn uống được', 'ăn khỏe', 'ăn ngon miệng',
    'ăn hết suất', 'ăn hết khẩu phần', 'ăn được nhiều', 'nuốt bình thường', 'nuốt tốt', 'ăn uống ổn',
  ],
  occasional: ['thỉnh thoảng', 'đôi khi', 'hiếm khi', 'ít khi', 'hơi', 'đôi lúc', 'lâu lâu', 'có lúc', 'có khi', 'nhẹ', 'một chút', 'chút ít', 'một ít'],
  persistent: ['mỗi lần', 'lần nào cũng', 'lần nào', 'bữa nào cũng', 'mỗi bữa', 'luôn luôn', 'lúc nào cũng', 'cứ uống', 'cứ ăn', 'mỗi khi', 'hễ', 'ngụm nào cũng', 'miếng nào cũng'],
  // Fear, purpose and prevention frames (reading rule irrealis_frame).
  irrealis: {
    purpose: ['để không', 'để khỏi', 'để tránh', 'tránh bị', 'phòng ngừa', 'đề phòng'],
    fear: ['sợ bà', 'sợ ông', 'sợ mẹ', 'sợ bố', 'sợ ba', 'sợ cụ', 'sợ bị'],
  },
  context: {
    // Falling asleep or drowsy: with eating or a meal in its clause, reduced alertness (reading rule drowsy_word_at_meal).
    sleep: ['ngủ thiếp', 'thiếp đi', 'ngủ quên'],
    meal: [
      'ăn', 'uống', 'thức ăn', 'đồ ăn', 'nước', 'cơm', 'cháo', 'nuốt', 'bữa ăn', 'canh', 'sữa', 'đồ uống', 'súp', 'bữa', 'bữa cơm', 'bữa trưa',
      'bữa tối', 'bữa sáng', 'thịt', 'rau', 'bánh', 'bánh mì', 'chuối', 'trái cây', 'hoa quả', 'nước cam', 'nước canh', 'nước súp', 'cà phê',
      'nước ép', 'sinh tố', 'bún', 'phở', 'miến', 'xôi', 'thức uống', 'nước uống', 'nhai', 'ngụm', 'muỗng', 'thìa', 'bón cơm', 'bón cháo', 'đút',
      'ăn cam', 'quả cam',
    ],
    mealTemporal: [
      'khi ăn', 'khi uống', 'trong khi ăn', 'sau khi ăn', 'sau khi uống', 'sau ăn', 'trong bữa ăn', 'lúc ăn', 'lúc uống', 'mỗi khi ăn',
      'mỗi khi uống', 'khi nuốt', 'sau bữa ăn', 'mỗi lần ăn', 'mỗi lần uống', 'lúc ăn cơm', 'khi ăn cơm', 'khi uống nước', 'sau khi uống nước',
      'mỗi bữa', 'trong lúc ăn', 'đang ăn', 'vừa ăn', 'ăn xong', 'uống xong', 'sau bữa', 'ăn vào', 'uống vào', 'hễ ăn', 'hễ uống', 'cứ ăn', 'cứ uống',
      'lúc nuốt', 'sau uống',
    ],
    pill: ['thuốc', 'viên thuốc', 'thuốc viên', 'thuốc uống', 'thuốc con nhộng', 'viên nang'],
    voice: ['giọng', 'giọng nói', 'tiếng', 'tiếng thở', 'hơi thở', 'tiếng nói'],
    recurrent: [
      'nhiều lần', 'tái phát', 'lặp lại', 'hai lần', 'thường xuyên', 'hay', 'tái đi tái lại', 'nhiều đợt', 'mấy lần', 'liên tục', 'lần thứ', 'lại bị',
      'hoài', 'lần nữa', 'ba lần', 'vài lần',
    ],
    decrease: ['giảm', 'sụt', 'sút', 'mất', 'xuống', 'hao', 'tụt'],
    gulp: ['ừng ực', 'uống nhanh', 'uống vội', 'uống nước vội', 'uống nước nhanh', 'vội quá', 'vội vàng', 'cho nhanh', 'một hơi', 'uống ực', 'tu một hơi', 'uống một lúc'],
    split: ['bẻ đôi', 'cắt đôi', 'chia đôi', 'bẻ ra', 'cắt nhỏ viên', 'nửa viên'],
    cause: ['vì', 'bởi vì', 'do khó', 'do nuốt', 'là do', 'khiến'],
    airway: ['vỗ lưng', 'vỗ mạnh vào lưng', 'đập lưng',  'xe cấp cứu', 'gọi #', 'gọi cấp cứu','không thở được', 'ngạt thở', 'thở không được', 'không thể thở', 'ngưng thở', 'ngừng thở', 'tắc thở', 'nghẹt thở'],
  },
  connectors: ['và', 'hoặc', 'hay là', 'cũng', 'hoặc là'],
  disjunctive: ['hoặc', 'hay là'],
  contrast: ['nhưng', 'tuy nhiên', 'song', 'ngoại trừ', 'trừ'],
  ignore: [
    // Precautions are never aspiration itself; they are read as a known
    // dysphagia (lexicon/precautions.ts).
    // "lúc nào" is "always" in "lúc nào ăn cũng sặc", not in "since when" or "not knowing when".
    'từ lúc nào', 'không biết lúc nào', 'lúc nào không hay', 'vào lúc nào',
    'cảm giác', 'cảm thấy', 'nguy cơ hít sặc', 'vắc xin phế cầu', 'tiêm phòng viêm phổi', 'vắc xin viêm phổi', 'khó chịu'],
};
