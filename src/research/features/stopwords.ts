// Stop words for the stopWordRatio feature (Louvan thesis 4.1.5, eq. 4.1), for the corpus's languages.
// Compact lists: the most frequent function words of each language, all taken from the Snowball stop-word
// lists (snowballstem.org/algorithms/<language>/stop.txt; Polish, which Snowball lacks, from the
// stopwords-iso "pl" list). Short lists keep the bundle small; the feature needs the frequent words only.

const EN =
  'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or other our out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your';
const DE =
  'aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei bin bis bist da damit dann das dass dein deine dem den denn der des dich die dies diese diesem diesen dieser dir doch dort du durch ein eine einem einen einer eines er es etwas euch euer für gegen hab habe haben hat hatte hier hin ich ihm ihn ihnen ihr ihre im in ist jede jedem jeden jeder jetzt kann kein keine können man manche mein meine mich mir mit muss nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so solche soll sondern sonst über um und uns unser unter viel vom von vor war waren warum was weil welche wenn wer werde werden wie wieder will wir wird wo zu zum zur zwar zwischen';
const FR =
  'au aux avec ce ces dans de des du elle en et eux il ils je la le les leur lui ma mais me même mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l m n s t y été était être avait avoir sont est ai as avons ont fait faire comme cette cet plus tout tous aussi bien très sans entre où';
const ES =
  'de la que el en y a los del se las por un para con no una su al lo como más pero sus le ya o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros mi mis tú te ti tu tus ellas es son fue ha han era está';
const IT =
  'ad al allo ai agli alla alle con col da dal dallo dai dagli dalla dalle di del dello dei degli della delle in nel nello nei negli nella nelle su sul sullo sui sugli sulla sulle per tra contro io tu lui lei noi voi loro mio mia miei mie tuo tua suo sua nostro nostra ci vi si il lo la le gli un una uno ma ed se perché anche come dove che chi cui non più quale quanto quello questo questa sono è era ha hanno essere stato fare o e i a';
const NL =
  'de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ben zonder kan hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon niets uw iemand geweest andere';
const PL =
  'a aby ale bo by był była było były być co czy dla do go gdy gdzie i ich ile im ja jak jako je jego jej jest jeszcze jednak jeśli już ją kiedy kto która które który lub ma mi może mnie mu na nad nam nas nawet nic nie nich nim niż no o od on ona one oni oraz po pod przed przez przy się są ta tak takie także tam te tego tej ten też to tu tylko tym w we więc wszystko z za ze że żeby';
const PT =
  'de a o que e do da em um para com não uma os no se na por mais as dos como mas ao ele das à seu sua ou quando muito nos já eu também só pelo pela até isso ela entre depois sem mesmo aos seus quem nas me esse eles você essa num nem suas meu às minha numa pelos elas qual nós lhe deles essas esses pelas este dele tu te vocês vos lhes meus minhas teu tua teus tuas nosso nossa nossos nossas dela delas esta estes estas aquele aquela isto aquilo estou está estamos estão é são foi ser tem há';

/** Language code (ISO 639-1) -> stop-word set. */
export const STOP_WORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries({ en: EN, de: DE, fr: FR, es: ES, it: IT, nl: NL, pl: PL, pt: PT }).map(([lang, words]) => [
    lang,
    new Set(words.split(' ')),
  ]),
);

export const STOP_WORD_LANGUAGES = Object.keys(STOP_WORDS);
