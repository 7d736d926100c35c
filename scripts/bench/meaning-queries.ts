/**
 * The labelled set that `search.meaning_p10`, `search.text_p10` and
 * `search.keyword_p10` are measured on: English queries that name the
 * subject of a group of books of `../shared/data/corpus/books.json` in other
 * words than the books' names. A hadith is relevant to a query when it
 * stands in one of the query's books (collection slug and book number); each
 * subject has a book in several collections, and all of them count.
 *
 * Written by hand from the books' names, in words chosen to differ from them
 * (the hadiths' own wording is not what these queries were written from).
 */
export interface LabelledQuery {
  query: string;
  books: Record<string, number[]>;
}

export const MEANING_QUERIES: LabelledQuery[] = [
  {
    query: 'going without food and drink from dawn until sunset',
    books: {
      bukhari: [30],
      muslim: [13],
      abudawud: [14],
      tirmidhi: [8],
      nasai: [22],
      ibnmajah: [7],
      malik: [18],
    },
  },
  {
    query: 'the yearly share of wealth owed to the poor',
    books: {
      bukhari: [24],
      muslim: [12],
      abudawud: [9],
      tirmidhi: [7],
      nasai: [23],
      ibnmajah: [8],
      malik: [17],
    },
  },
  {
    query: 'the journey to Mecca and walking around the Kaaba',
    books: {
      bukhari: [25],
      muslim: [15],
      abudawud: [11],
      tirmidhi: [9],
      nasai: [24],
      ibnmajah: [25],
      malik: [20],
    },
  },
  {
    query: 'taking a wife and the bride gift',
    books: {
      bukhari: [67],
      muslim: [16],
      abudawud: [12],
      tirmidhi: [11],
      nasai: [26],
      ibnmajah: [9],
      malik: [28],
    },
  },
  {
    query: 'a husband separating from his wife and her waiting period',
    books: {
      bukhari: [68],
      muslim: [18],
      abudawud: [13],
      tirmidhi: [13],
      nasai: [27],
      ibnmajah: [10],
      malik: [29],
    },
  },
  {
    query: 'curing sickness with honey and cupping',
    books: { bukhari: [76], abudawud: [29], tirmidhi: [28], ibnmajah: [31] },
  },
  {
    query: 'beverages that make people lose their senses',
    books: {
      bukhari: [74],
      muslim: [36],
      abudawud: [27],
      tirmidhi: [26],
      nasai: [51],
      ibnmajah: [30],
      malik: [42],
    },
  },
  {
    query: 'wearing silk garments and gold rings',
    books: {
      bukhari: [77],
      muslim: [37],
      abudawud: [34],
      tirmidhi: [24],
      nasai: [48],
      ibnmajah: [32],
      malik: [48],
    },
  },
  {
    query: 'washing the dead, the shroud and the grave',
    books: {
      bukhari: [23],
      muslim: [11],
      abudawud: [21],
      tirmidhi: [10],
      nasai: [21],
      ibnmajah: [6],
      malik: [16],
    },
  },
  {
    query: 'dividing the estate of the deceased among his heirs',
    books: {
      bukhari: [85],
      muslim: [23],
      abudawud: [19],
      tirmidhi: [29],
      ibnmajah: [23],
      malik: [27],
    },
  },
  {
    query: 'what a dying person may bequeath of his property',
    books: {
      bukhari: [55],
      muslim: [25],
      abudawud: [18],
      tirmidhi: [30],
      nasai: [30],
      ibnmajah: [22],
      malik: [37],
    },
  },
  {
    query: 'compensation owed for killing or wounding someone',
    books: {
      bukhari: [87],
      muslim: [28],
      abudawud: [41],
      tirmidhi: [16],
      nasai: [45],
      ibnmajah: [21],
      malik: [43],
    },
  },
  {
    query: 'the penalty for stealing and for fornication',
    books: {
      bukhari: [86],
      muslim: [29],
      abudawud: [40],
      tirmidhi: [17],
      nasai: [46],
      ibnmajah: [20],
      malik: [41],
    },
  },
  {
    query: 'what one sees while asleep and what it means',
    books: { bukhari: [91], muslim: [42], tirmidhi: [34], ibnmajah: [35], malik: [52] },
  },
  {
    query: 'when the sun or the moon goes dark',
    books: { bukhari: [16], muslim: [10], nasai: [16], malik: [12] },
  },
  {
    query: 'praying for water in a time of drought',
    books: { bukhari: [15], muslim: [9], abudawud: [3], nasai: [17], malik: [13] },
  },
  {
    query: 'a woman during her monthly bleeding',
    books: { bukhari: [6], muslim: [3], nasai: [3] },
  },
  {
    query: 'purifying oneself with earth when there is no water',
    books: { bukhari: [7], nasai: [4] },
  },
  {
    query: 'catching game with trained dogs and arrows',
    books: {
      bukhari: [72],
      muslim: [34],
      abudawud: [17],
      tirmidhi: [18],
      nasai: [42],
      ibnmajah: [28],
      malik: [25],
    },
  },
  {
    query: 'the animal slaughtered on the day of the feast',
    books: {
      bukhari: [73],
      muslim: [35],
      abudawud: [16],
      tirmidhi: [19],
      nasai: [43],
      ibnmajah: [26],
      malik: [23],
    },
  },
  {
    query: 'learning and teaching the religion',
    books: { bukhari: [3], muslim: [47], abudawud: [26], tirmidhi: [41], malik: [59] },
  },
  {
    query: 'swearing by Allah and promises made to Him',
    books: {
      bukhari: [83],
      muslim: [26, 27],
      abudawud: [22],
      tirmidhi: [20],
      ibnmajah: [11],
      malik: [22],
    },
  },
  {
    query: 'fighting in the way of Allah and dying as a martyr',
    books: {
      bukhari: [56],
      muslim: [32],
      abudawud: [15],
      tirmidhi: [22, 23],
      nasai: [25],
      ibnmajah: [24],
      malik: [21],
    },
  },
  {
    query: 'knocking before entering the house of another',
    books: { bukhari: [79], tirmidhi: [42] },
  },
  {
    query: 'calling upon Allah and words to say morning and evening',
    books: { bukhari: [80], muslim: [48], tirmidhi: [48], ibnmajah: [34] },
  },
  {
    query: 'the garden promised to believers and its delights',
    books: { muslim: [53], tirmidhi: [38] },
  },
  {
    query: 'turmoil and trials before the end of the world',
    books: { bukhari: [92], muslim: [54], abudawud: [37], tirmidhi: [33], ibnmajah: [36] },
  },
  {
    query: 'kindness to mother and father and to kin',
    books: { muslim: [45], tirmidhi: [27] },
  },
  {
    query: 'turning back to Allah after a sin',
    books: { muslim: [50] },
  },
  {
    query: 'buying and selling goods in the market',
    books: {
      bukhari: [34],
      muslim: [21],
      abudawud: [23],
      tirmidhi: [14],
      nasai: [44],
      ibnmajah: [12],
      malik: [31],
    },
  },
  {
    query: 'setting a slave free',
    books: { bukhari: [49], muslim: [20], abudawud: [31], ibnmajah: [19], malik: [38] },
  },
  {
    query: 'standing in worship during the night',
    books: { bukhari: [19], nasai: [20], malik: [7] },
  },
  {
    query: 'the weekly congregation and its sermon',
    books: { bukhari: [11], muslim: [7], tirmidhi: [4], nasai: [14], malik: [5] },
  },
  {
    query: 'calling people to worship from the minaret',
    books: { bukhari: [10], nasai: [7], ibnmajah: [3] },
  },
  {
    query: 'presents given to others and taking them back',
    books: { bukhari: [51], muslim: [24], nasai: [31, 32], ibnmajah: [14] },
  },
  {
    query: 'planting crops and renting out land',
    books: { bukhari: [41], nasai: [35], malik: [33, 34] },
  },
  {
    query: 'breastfeeding and the kinship it creates',
    books: { muslim: [17], tirmidhi: [12], malik: [30] },
  },
  {
    query: 'eating manners and which meals are lawful',
    books: { bukhari: [70], abudawud: [28], tirmidhi: [25], ibnmajah: [29] },
  },
];
