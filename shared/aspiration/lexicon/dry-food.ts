/**
 * Reading rule dry_food_alone: dry food named beside a difficulty makes the mild dry-food difficulty
 * only when dry food alone is hard. Words that say every food, or eating in general, is hard ("everything", "什么都",
 * "todo") name more than dry food: the difficulty stays the major sign. Liquids named with dry food ("liquids and
 * dry food") are read from the tokens (a meal word joined to it by a connector).
 */
import type { InputLanguage } from './red-flags';

export const ALL_FOODS: Record<InputLanguage, readonly string[]> = {
  en: ['everything', 'all food', 'all foods', 'any food', 'all kinds of food', 'all his food', 'all her food', 'food and drink', 'anything at all'],
  'zh-HK': ['乜都', '咩都', '乜嘢都', '所有嘢', '所有食物', '全部嘢'],
  'zh-CN': ['什么都', '啥都', '所有食物', '所有东西', '全部东西', '任何东西'],
  ja: ['何でも', 'なんでも', '何を食べても', '全部', 'すべての食べ物'],
  ko: ['뭐든', '무엇이든', '모든 음식', '뭘 먹어도'],
  tl: ['lahat ng pagkain', 'kahit ano', 'lahat ng kinakain'],
  id: ['semua makanan', 'apa saja', 'apa pun', 'segala makanan'],
  vi: ['mọi thứ', 'tất cả đồ ăn', 'cái gì cũng', 'món gì cũng'],
  th: ['ทุกอย่าง', 'อะไรก็', 'อาหารทุกชนิด'],
  es: ['todo', 'toda la comida', 'cualquier comida', 'cualquier cosa', 'todos los alimentos'],
};
