/**
 * The services collection's seed: the real job-work services with their artwork.
 * Seeding is idempotent (upsert by slug), so the owner's later edits to other
 * services are never overwritten and re-running adds nothing twice.
 */
export interface SeedService {
  slug: string;
  title: string;
  des: string;
  /** The card in Tamil (docs/GLOSSARY-TAMIL.md). */
  titleTa: string;
  desTa: string;
  image: string;
  order: number;
}

export const seedServices: SeedService[] = [
  {
    slug: "pasting",
    title: "Laminate Pasting",
    des: "Decorative laminates pressed onto MDF, HDHMR and plywood in a hot press, face and back in one cycle so the sheet stays flat. Send the board, laminate brand, design code and finish; get back cured 8 × 4 ft sheets in 1 to 2 working days.",
    titleTa: "லேமினேட் பேஸ்டிங்",
    desTa:
      "MDF, HDHMR, ப்ளைவுட்டில் டெக்கரேட்டிவ் லேமினேட்டை ஹாட் பிரஸ்ஸில் ஒட்டுகிறோம்; முன், பின் இரண்டும் ஒரே சுற்றில், அதனால் ஷீட் வளையாது. போர்டு, லேமினேட் பிராண்டு, டிசைன் கோடு, ஃபினிஷ் விவரம் அனுப்புங்கள்; 1 முதல் 2 வேலை நாட்களில் செட் ஆன 8 × 4 ft ஷீட்கள் திரும்ப வரும்.",
    image: "/images/services/pasting.svg",
    order: 1,
  },
  {
    slug: "cutting",
    title: "Precision Panel Cutting",
    des: "Sliding-table and beam-saw cutting to ±0.5 mm with a scoring blade for chip-free laminate faces. Send a cutting list with sizes along the grain; get back labelled parts, nested for the least waste, usually the next working day.",
    titleTa: "துல்லியமான பேனல் கட்டிங்",
    desTa:
      "ஸ்லைடிங் டேபிள், பீம் சா கட்டிங், ±0.5 mm துல்லியம்; ஸ்கோரிங் பிளேடால் லேமினேட் முகம் சிப் ஆகாது. கிரெயின் திசையில் அளவுகளுடன் கட் லிஸ்ட் அனுப்புங்கள்; குறைவாக வீணாகும்படி அடுக்கி வெட்டிய, லேபிள் ஒட்டிய பாகங்கள் பொதுவாக அடுத்த வேலை நாளில் ரெடி.",
    image: "/images/services/cutting.svg",
    order: 2,
  },
  {
    slug: "edge-banding",
    title: "Edge Banding",
    des: "PVC and ABS edge bands from 0.45 mm to 2 mm, with pre-milling, hot-melt glue, end trimming, corner rounding and buffing. Mark the L1, L2, W1 and W2 edges on your list; get back clean, tight edges ready for boring.",
    titleTa: "எட்ஜ் பேண்டிங்",
    desTa:
      "0.45 mm முதல் 2 mm வரை PVC, ABS எட்ஜ் பேண்டு; ப்ரீ-மில்லிங், ஹாட்-மெல்ட் பசை, எண்ட் டிரிம்மிங், கார்னர் ரவுண்டிங், பஃபிங்குடன். உங்கள் லிஸ்ட்டில் L1, L2, W1, W2 ஓரங்களைக் குறியுங்கள்; போரிங்குக்கு ரெடியான சுத்தமான, இறுக்கமான எட்ஜ் திரும்ப வரும்.",
    image: "/images/services/edge-banding.svg",
    order: 3,
  },
  {
    slug: "boring",
    title: "Hinge and Line Boring",
    des: "Ø35 mm hinge cups, System-32 line boring (5 mm holes at 32 mm centres) and dowel and minifix holes on faces and edges. Send hole positions or just the hinge type and overlay; get back parts ready to fit on site without drilling.",
    titleTa: "ஹிஞ்ச், லைன் போரிங்",
    desTa:
      "Ø35 mm ஹிஞ்ச் கப், System-32 லைன் போரிங் (32 mm இடைவெளியில் 5 mm துளைகள்), முகத்திலும் ஓரத்திலும் டோவல், மினிஃபிக்ஸ் துளைகள். துளைகளின் இடம், அல்லது ஹிஞ்ச் வகையும் ஓவர்லேயும் மட்டும் அனுப்புங்கள்; சைட்டில் டிரில்லிங் இல்லாமல் பொருத்த ரெடியான பாகங்கள் திரும்ப வரும்.",
    image: "/images/services/boring.svg",
    order: 4,
  },
  {
    slug: "routing",
    title: "CNC Routing",
    des: "CNC routing for profiles, grooves, handle cut-outs, shutter designs and nested parts from your drawings (DXF or a dimensioned sketch). Send the drawing and the board; get back routed parts with smooth edges, usually in 1 to 2 working days.",
    titleTa: "CNC ரூட்டிங்",
    desTa:
      "உங்கள் டிராயிங்படி (DXF அல்லது அளவுகள் குறித்த ஸ்கெட்ச்) புரொஃபைல், க்ரூவ், ஹேண்டில் கட்-அவுட், ஷட்டர் டிசைன், அடுக்கிய பாகங்களுக்கு CNC ரூட்டிங். டிராயிங்கும் போர்டும் அனுப்புங்கள்; மென்மையான ஓரங்களுடன் ரூட் செய்த பாகங்கள் பொதுவாக 1 முதல் 2 வேலை நாட்களில் ரெடி.",
    image: "/images/services/routing.svg",
    order: 5,
  },
];
