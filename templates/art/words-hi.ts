// What a drawing shows, in Hindi, for the Hindi pages' captions: the same choices the drawing made
// (pets.ts, illustration.ts), in words a Hindi reader would use for a picture, not a word-for-word
// copy of the English. Colour words come in the forms their nouns need: before "रंग का/की"
// (oblique), before a plural like कान (oblique too), and before a singular like धब्बा or पट्टा.

/** Coat colours before "रंग का/की", by the index pets.ts picked. */
export const dogCoatHi = ['सुनहरे', 'क्रीम', 'गहरे भूरे', 'सफ़ेद', 'भूरे', 'ऑफ़-व्हाइट'];
export const catCoatHi = ['नारंगी', 'स्लेटी', 'क्रीम', 'काले', 'हल्के बादामी'];
/** A dog's ear colour: before कान (plural) and before धब्बा (singular). */
export const dogEarHi = [['भूरे', 'भूरा'], ['हल्के भूरे', 'हल्का भूरा'], ['काले', 'काला'], ['हल्के भूरे', 'हल्का भूरा'], ['गहरे भूरे', 'गहरा भूरा'], ['काले', 'काला']];
/** Collar and bow colours, before पट्टा or रिबन. */
export const collarHi = ['लाल', 'हरा', 'नीला', 'नारंगी', 'गुलाबी'];
/** What is drawn around the pet, in the order of illustration.ts's propWords. */
export const propHi = ['साबुन के बुलबुले', 'चमकते सितारे', 'छोटे-छोटे दिल', 'पंजों के निशान', 'एक कंघी', 'गमले में एक पौधा'];

/** "क, ख और ग". */
export const listHi = (parts: string[]): string => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} और ${parts.at(-1)}`);

export interface DogLook { coat: number; floppy: boolean; spot: boolean; collar: number; tongue: boolean; closed: boolean }
export interface CatLook { coat: number; stripes: boolean; bow: number; closed: boolean }

const ears = (d: DogLook) => (d.floppy ? `लटके हुए ${dogEarHi[d.coat][0]} कान` : 'खड़े नुकीले कान');

/** "सुनहरे रंग का कुत्ता: लटके हुए भूरे कान, लाल पट्टा और बाहर निकली जीभ" and a shorter one for two pets. */
export function dogWordsHi(d: DogLook): { words: string; short: string } {
  const parts = [ears(d), ...(d.spot ? [`एक आँख पर ${dogEarHi[d.coat][1]} धब्बा`] : []), `${collarHi[d.collar]} पट्टा`,
    ...(d.tongue ? ['बाहर निकली जीभ'] : []), ...(d.closed ? ['ख़ुशी से बंद आँखें'] : [])];
  return {
    words: `${dogCoatHi[d.coat]} रंग का कुत्ता: ${listHi(parts)}`,
    short: `${dogCoatHi[d.coat]} रंग का कुत्ता (${ears(d)}, ${collarHi[d.collar]} पट्टा)`,
  };
}

/** "नारंगी रंग की बिल्ली: माथे और गालों पर धारियाँ और नीला रिबन". */
export function catWordsHi(c: CatLook): { words: string; short: string } {
  const parts = [...(c.stripes ? ['माथे और गालों पर धारियाँ'] : []), ...(c.bow >= 0 ? [`${collarHi[c.bow]} रिबन`] : []),
    ...(c.closed ? ['ख़ुशी से बंद आँखें'] : [])];
  const cat = `${catCoatHi[c.coat]} रंग की${c.stripes ? ' धारीदार' : ''} बिल्ली`;
  return {
    words: `${catCoatHi[c.coat]} रंग की बिल्ली${parts.length ? `: ${listHi(parts)}` : ''}`,
    short: `${cat}${c.bow >= 0 ? ` (${collarHi[c.bow]} रिबन)` : ''}`,
  };
}

/** "चित्र में सुनहरे रंग का कुत्ता: ...। आस-पास साबुन के बुलबुले और एक कंघी।" */
export const drawingHi = (shows: string, props: [number, number]): string => `चित्र में ${shows}। आस-पास ${propHi[props[0]]} और ${propHi[props[1]]}।`;
