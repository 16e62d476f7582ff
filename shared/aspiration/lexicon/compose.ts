/** Every head before every tail, joined by `glue` ("sits" + " " + "in her mouth"): the slots of a composed phrase. */
export const joined = (heads: readonly string[], tails: readonly string[], glue = ' '): string[] =>
  heads.flatMap((h) => tails.map((t) => `${h}${glue}${t}`));
