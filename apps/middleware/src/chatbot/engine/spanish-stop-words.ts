// Spanish function words beyond `stopword`'s short list (59 words; its English list has 108), for
// questions and passages alike: a question's 'entre', 'después', 'muchos' or 'tuvo' matched most
// passages and pulled the ranking towards the longest ones.

/**
 * Snowball's Spanish stop list (snowballstem.org, BSD; PostgreSQL's `spanish.stop`): articles,
 * pronouns, prepositions and every form of estar, haber, ser and tener. Left out: forms that are
 * also content words ('estado(s)' as in 'Estados Unidos', the 'sentido' forms of sentir) or
 * English words ('sea', 'soy'), since a stop word of either language is dropped from every text.
 */
const SNOWBALL_SPANISH = (
  'de la que el en y a los del se las por un para con no una su al lo como más pero sus le ya o ' +
  'este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo ' +
  'nos durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué ' +
  'unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar ' +
  'estas algunas algo nosotros mi mis tú te ti tu tus ellas nosotras os mío mía míos mías tuyo ' +
  'tuya tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra ' +
  'vuestros vuestras esos esas estoy estás está estamos estáis están esté estés estemos estéis ' +
  'estén estaré estarás estará estaremos estaréis estarán estaría estarías estaríamos estaríais ' +
  'estarían estaba estabas estábamos estabais estaban estuve estuviste estuvo estuvimos ' +
  'estuvisteis estuvieron estuviera estuvieras estuviéramos estuvierais estuvieran estuviese ' +
  'estuvieses estuviésemos estuvieseis estuviesen estando estad he has ha hemos habéis han haya ' +
  'hayas hayamos hayáis hayan habré habrás habrá habremos habréis habrán habría habrías ' +
  'habríamos habríais habrían había habías habíamos habíais habían hube hubiste hubo hubimos ' +
  'hubisteis hubieron hubiera hubieras hubiéramos hubierais hubieran hubiese hubieses ' +
  'hubiésemos hubieseis hubiesen habiendo habido habida habidos habidas eres es somos sois son ' +
  'seamos seáis sean seré serás será seremos seréis serán sería serías seríamos seríais serían ' +
  'era eras éramos erais eran fui fuiste fue fuimos fuisteis fueron fuera fueras fuéramos ' +
  'fuerais fueran fuese fueses fuésemos fueseis fuesen tengo tienes tiene tenemos tenéis tienen ' +
  'tenga tengas tengamos tengáis tengan tendré tendrás tendrá tendremos tendréis tendrán ' +
  'tendría tendrías tendríamos tendríais tendrían tenía tenías teníamos teníais tenían tuve ' +
  'tuviste tuvo tuvimos tuvisteis tuvieron tuviera tuvieras tuviéramos tuvierais tuvieran ' +
  'tuviese tuvieses tuviésemos tuvieseis tuviesen teniendo tenido tenida tenidos tenidas tened'
).split(' ');

/** Relatives, quantifiers and connectives the Snowball list lacks (and its 'vosotros' spelling). */
const MORE_FUNCTION_WORDS = (
  'vosotros vosotras cuyo cuya cuyos cuyas después cada mismo misma mismos mismas tan aún ' +
  'todavía mientras sino hacia tras mediante toda todas mucha muchas alguno alguna algún ningún ' +
  'ninguno ninguna aquel aquella aquellos aquellas aquello ello usted ustedes'
).split(' ');

/** Spanish stop words, as written (callers fold them). */
export const SPANISH_STOP_WORDS: readonly string[] = [...SNOWBALL_SPANISH, ...MORE_FUNCTION_WORDS];
