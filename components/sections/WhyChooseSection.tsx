import type { LucideIcon } from "lucide-react";
import { UnitText } from "@/components/ui/UnitText";
import BadgeCheck from "lucide-react/icons/badge-check";
import Cpu from "lucide-react/icons/cpu";
import Hammer from "lucide-react/icons/hammer";
import Handshake from "lucide-react/icons/handshake";
import Layers from "lucide-react/icons/layers";
import Leaf from "lucide-react/icons/leaf";
import { getTranslations } from "next-intl/server";
import { Reveal } from "@/components/motion/Reveal";
import type { Locale } from "@/lib/i18n/locales";
import { SectionFrame } from "./SectionFrame";
import { SubHeading, type SectionLevel } from "./SectionHeading";

/** The spec's six entries, in its order: the words' keys in messages/*.json (WhyChoose.items.<key>) and the icon. */
const entries = [
  { key: "quality", icon: BadgeCheck },
  { key: "technology", icon: Cpu },
  { key: "craft", icon: Hammer },
  { key: "service", icon: Handshake },
  { key: "range", icon: Layers },
  { key: "sustainable", icon: Leaf },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** Why Choose Us: six entries with title, description and icon. */
export async function WhyChooseSection({ level = 2, locale = "en" }: { level?: SectionLevel; locale?: Locale }) {
  const t = await getTranslations({ locale, namespace: "WhyChoose" });
  return (
    <SectionFrame id="whychoose" className="bg-paper" level={level} eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <ul className="mt-12 grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-rule bg-rule sm:grid-cols-2 lg:grid-cols-3">
        {entries.map(({ key, icon: Icon }, index) => (
          <li key={key} className="bg-paper">
            <Reveal delayMs={(index % 3) * 100} className="h-full p-6 sm:p-7">
              <span className="flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <SubHeading level={level} className="mt-5 text-lg font-semibold text-brand-900">
                {t(`items.${key}.title`)}
              </SubHeading>
              <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
                <UnitText text={t(`items.${key}.text`)} />
              </p>
            </Reveal>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
