import type { Locale } from "@/lib/i18n/locales";
import type { JobWorkKey } from "./job-work-key";

export type { JobWorkKey } from "./job-work-key";

/**
 * The four job-work services of the home section's "Job Work Services" column,
 * each with its order-sheet spreadsheet. Routing is offered too (footer, contact,
 * the services collection) but has no order sheet of its own.
 */
export interface JobWorkService {
  key: JobWorkKey;
  /** Button label, upper case as in the spec. */
  name: string;
  /** Public path of the job-work order sheet. */
  file: string;
  /** Paragraphs of the description shown in the service modal. */
  content: string[];
  /** The name and the description on the Tamil pages (the words as docs/GLOSSARY-TAMIL.md says them). */
  tamil: { name: string; content: string[] };
}

/**
 * A service's name and description in a page's language, and its name as a sentence writes it (English buttons say
 * "EDGE BANDING", a sentence "edge banding"; Tamil has no case).
 */
export function jobWorkText(service: JobWorkService, locale: Locale): { name: string; inSentence: string; content: string[] } {
  const { name, content } = locale === "ta" ? service.tamil : service;
  return { name, inSentence: name.toLowerCase(), content };
}

/**
 * Every service the workshop names in the footer and the Contact section: the
 * four job-work services and routing, in that order (the spec: "The footer and
 * contact parts also name routing among the services").
 */
export function serviceNames(locale: Locale = "en"): string[] {
  if (locale === "ta") return [...jobWorkServices.map((s) => s.tamil.name), "ரூட்டிங்"];
  return [...jobWorkServices.map((s) => s.name.charAt(0) + s.name.slice(1).toLowerCase()), "Routing"];
}

export const jobWorkServices: JobWorkService[] = [
  {
    key: "pasting",
    name: "PASTING",
    file: "/sheets/pasting-order-sheet.xlsx",
    content: [
      "We press decorative laminate onto MDF, HDHMR and plywood boards in our hot press, or with contact adhesive for post-forming and small lots. Face and back laminates are pressed in one cycle, so the board stays flat.",
      "Send us the board type, grade and thickness, the sheet size (usually 8 × 4 ft / 2440 × 1220 mm), the face laminate brand, design code and finish, and the back laminate. Boards and laminates can be yours or bought through us.",
      "You get back pressed, cured sheets ready for cutting, with every sheet marked with your design code. Typical turnaround is 1 to 2 working days after the boards and laminates reach us.",
    ],
    tamil: {
      name: "பேஸ்டிங்",
      content: [
        "MDF, HDHMR, ப்ளைவுட் போர்டுகளில் டெக்கரேட்டிவ் லேமினேட்டை எங்கள் ஹாட் பிரஸ்ஸில் ஒட்டுகிறோம்; போஸ்ட்-ஃபார்மிங்குக்கும் சிறிய அளவு வேலைகளுக்கும் கான்டாக்ட் பசை. முன், பின் லேமினேட் இரண்டும் ஒரே சுற்றில் பிரஸ் ஆவதால் போர்டு வளையாது.",
        "போர்டு வகை, கிரேடு, தடிமன், ஷீட் அளவு (பொதுவாக 8 × 4 ft / 2440 × 1220 mm), முன் லேமினேட்டின் பிராண்டு, டிசைன் கோடு, ஃபினிஷ், பின் லேமினேட் விவரம் அனுப்புங்கள். போர்டும் லேமினேட்டும் உங்களுடையதாக இருக்கலாம், அல்லது எங்கள் மூலம் வாங்கலாம்.",
        "பிரஸ் செய்து நன்கு செட் ஆன, கட்டிங்குக்கு ரெடியான ஷீட்கள் திரும்ப வரும்; ஒவ்வொரு ஷீட்டிலும் உங்கள் டிசைன் கோடு குறிக்கப்பட்டிருக்கும். போர்டும் லேமினேட்டும் எங்களிடம் வந்த பின் பொதுவாக 1 முதல் 2 வேலை நாட்களில் முடியும்.",
      ],
    },
  },
  {
    key: "cutting",
    name: "CUTTING",
    file: "/sheets/cutting-order-sheet.xlsx",
    content: [
      "Precision panel cutting on a sliding table and a beam saw, to ±0.5 mm, with a scoring blade so that laminate faces come off chip-free on both sides.",
      "Send us a cutting list: part name, material, thickness, length along the grain, width and quantity, and say whether the sizes are finished sizes (we deduct the edge band) or cut sizes. We nest the parts to waste as little board as possible.",
      "You get back labelled parts, stacked by cabinet, with the offcuts returned if you want them. Typical turnaround is the next working day for up to 20 sheets.",
    ],
    tamil: {
      name: "கட்டிங்",
      content: [
        "ஸ்லைடிங் டேபிள் சா, பீம் சா மூலம் ±0.5 mm துல்லியத்தில் பேனல் கட்டிங்; ஸ்கோரிங் பிளேடு இருப்பதால் லேமினேட் முகம் இரண்டு பக்கமும் சிப் ஆகாமல் வரும்.",
        "கட் லிஸ்ட் அனுப்புங்கள்: பாகத்தின் பெயர், மெட்டீரியல், தடிமன், கிரெயின் திசையில் நீளம், அகலம், எண்ணிக்கை. அளவுகள் ஃபினிஷ் அளவா (எட்ஜ் பேண்டை நாங்கள் கழிப்போம்) அல்லது கட்டிங் அளவா என்றும் சொல்லுங்கள். போர்டு குறைவாக வீணாகும்படி பாகங்களை அடுக்கி வெட்டுகிறோம்.",
        "லேபிள் ஒட்டிய பாகங்கள் கேபினெட் வாரியாக அடுக்கித் திரும்ப வரும்; வேண்டுமென்றால் மீதித் துண்டுகளும். 20 ஷீட் வரை பொதுவாக அடுத்த வேலை நாளில் முடியும்.",
      ],
    },
  },
  {
    key: "edge-banding",
    name: "EDGE BANDING",
    file: "/sheets/edge-banding-order-sheet.xlsx",
    content: [
      "Automatic edge banding with pre-milling, hot-melt glue, end trimming, corner rounding and buffing. We run PVC and ABS edge bands from 0.45 mm to 2 mm thick, in the width to match 12 to 25 mm boards.",
      "Send us the parts (or let us cut them) and mark which edges get a band: L1 and L2 along the length, W1 and W2 along the width, with the band code and thickness for each edge.",
      "You get back parts with clean, tight glue lines and eased corners, ready for boring and assembly. Typical turnaround is 1 working day after cutting.",
    ],
    tamil: {
      name: "எட்ஜ் பேண்டிங்",
      content: [
        "ப்ரீ-மில்லிங், ஹாட்-மெல்ட் பசை, எண்ட் டிரிம்மிங், கார்னர் ரவுண்டிங், பஃபிங் உடன் ஆட்டோமேட்டிக் எட்ஜ் பேண்டிங். 0.45 mm முதல் 2 mm தடிமன் வரை PVC, ABS எட்ஜ் பேண்டு, 12 முதல் 25 mm போர்டுக்கு ஏற்ற அகலத்தில்.",
        "பாகங்களை அனுப்புங்கள் (அல்லது நாங்களே கட் செய்கிறோம்), எந்த ஓரத்துக்குப் பேண்டு என்று குறியுங்கள்: நீளத்தில் L1, L2, அகலத்தில் W1, W2, ஒவ்வொரு ஓரத்துக்கும் பேண்டு கோடும் தடிமனும்.",
        "சுத்தமான, இறுக்கமான பசைக் கோடும் மென்மையான மூலைகளும் உள்ள பாகங்கள், போரிங்குக்கும் அசெம்பிளிக்கும் ரெடியாகத் திரும்ப வரும். கட்டிங் முடிந்து பொதுவாக 1 வேலை நாளில் முடியும்.",
      ],
    },
  },
  {
    key: "boring",
    name: "BORING",
    file: "/sheets/boring-order-sheet.xlsx",
    content: [
      "Hinge cup boring (Ø35 mm, 11 to 13 mm deep), System-32 line boring (5 mm holes, 32 mm apart, 37 mm from the front edge) for shelf pins and drawer runners, and dowel and minifix holes on faces and edges.",
      "Send us the hole positions from a reference corner (X and Y), the diameter and depth, or simply the hinge type, the door overlay and the cup distance, and we work the positions out for you.",
      "You get back parts bored to the drawing, ready for fitting on site with no drilling. Typical turnaround is 1 working day after edge banding.",
    ],
    tamil: {
      name: "போரிங்",
      content: [
        "ஹிஞ்ச் கப் போரிங் (Ø35 mm, 11 முதல் 13 mm ஆழம்), ஷெல்ஃப் பின், டிராயர் ரன்னர்களுக்கு System-32 லைன் போரிங் (5 mm துளைகள், 32 mm இடைவெளியில், முன் ஓரத்திலிருந்து 37 mm), முகத்திலும் ஓரத்திலும் டோவல், மினிஃபிக்ஸ் துளைகள்.",
        "ஒரு ரெஃபரன்ஸ் மூலையிலிருந்து துளைகளின் இடம் (X, Y), விட்டம், ஆழம் அனுப்புங்கள்; அல்லது ஹிஞ்ச் வகை, கதவு ஓவர்லே, கப் தூரம் மட்டும் சொன்னால் போதும், இடங்களை நாங்களே கணக்கிடுகிறோம்.",
        "டிராயிங்படி போரிங் செய்த பாகங்கள், சைட்டில் டிரில்லிங் இல்லாமல் பொருத்த ரெடியாகத் திரும்ப வரும். எட்ஜ் பேண்டிங் முடிந்து பொதுவாக 1 வேலை நாளில் முடியும்.",
      ],
    },
  },
];
