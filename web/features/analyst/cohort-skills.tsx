// How mastered each skill is across students: per skill, a small horizontal bar split into the
// mastery bands (lowest first; each band's share of the skill's students), with the students
// counted and the median mastery. Each row's bar is for the eye; the row's text and the
// visually hidden table say the same to a screen reader.
import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, Tooltip, XAxis, YAxis } from "recharts";
import type { CohortSkill } from "../../../api/schemas/analyst.ts";
import { tooltipOf } from "../../components/chart/chart-tooltip.tsx";
import { Legend } from "../../components/chart/legend.tsx";
import { skillLabel, subjectLabel } from "../../components/question-card/card-model.ts";
import { QueryStatus } from "../../components/status.tsx";
import {
  bandLabelsOf,
  cohortCsvHref,
  formatMastery,
  skillBandsRow,
  type SkillBandsRow,
} from "./model.ts";
import { DownloadLink, Section } from "./parts.tsx";
import { analystQueries, type CohortSkills } from "./queries.ts";

/** The bands' colours, lowest (red) to highest (green). */
export const bandColors = [
  "oklch(0.62 0.19 27)",
  "oklch(0.72 0.15 60)",
  "oklch(0.82 0.13 95)",
  "oklch(0.7 0.13 150)",
  "oklch(0.52 0.12 163)",
];
const bandColor = (index: number) => bandColors[index % bandColors.length]!;

export function CohortSkillsSection() {
  const skills = useQuery(analystQueries.cohortSkills());
  return (
    <Section
      title="Skills"
      description={
        skills.data
          ? `How many students are in each mastery band per skill (students with at least ${skills.data.minAnswers} answers in the skill count), and the median mastery.`
          : "How many students are in each mastery band per skill, and the median mastery."
      }
      action={<DownloadLink href={cohortCsvHref("skills")}>Download CSV</DownloadLink>}
    >
      <QueryStatus
        read={skills}
        size="inline"
        loadingText="Loading the skills..."
        errorTitle="We couldn't load the skills."
      >
        {(data) => <CohortSkillsList data={data} />}
      </QueryStatus>
    </Section>
  );
}

export function CohortSkillsList({ data }: { data: CohortSkills }) {
  if (data.skills.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No skills to show yet.
      </p>
    );
  }
  const labels = bandLabelsOf(data.skills);
  return (
    <div className="grid gap-4">
      <Legend items={labels.map((label, index) => ({ label, color: bandColor(index) }))} />
      <ul className="grid gap-3" aria-label="Skills">
        {data.skills.map((skill) => (
          <SkillRow key={`${skill.subject}-${skill.skill}`} skill={skill} labels={labels} />
        ))}
      </ul>
      <div className="sr-only">
        <table>
          <caption>Students per mastery band, per skill</caption>
          <thead>
            <tr>
              <th scope="col">Skill</th>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">Students</th>
              <th scope="col">Median mastery</th>
            </tr>
          </thead>
          <tbody>
            {data.skills.map((skill) => (
              <tr key={`${skill.subject}-${skill.skill}`}>
                <th scope="row">{skillLabel(skill.skill)}</th>
                {skill.bands.map((band) => (
                  <td key={band.label}>{band.students}</td>
                ))}
                <td>{skill.students}</td>
                <td>{formatMastery(skill.medianMastery)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SkillRow({ skill, labels }: { skill: CohortSkill; labels: string[] }) {
  const name = skillLabel(skill.skill);
  const row = skillBandsRow(skill, name);
  return (
    <li className="grid gap-1" data-testid="cohort-skill">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium first-letter:uppercase">
          {name}{" "}
          <span className="font-normal text-muted-foreground">· {subjectLabel(skill.subject)}</span>
        </span>
        <span className="text-muted-foreground tabular-nums">
          {skill.students.toLocaleString("en-US")} {skill.students === 1 ? "student" : "students"} ·
          median {formatMastery(skill.medianMastery)}
        </span>
      </div>
      {skill.students === 0 ? (
        <div className="h-4 rounded-sm bg-muted" aria-hidden />
      ) : (
        <div aria-hidden className="h-4 w-full min-w-0">
          <BarChart
            data={[row]}
            layout="vertical"
            stackOffset="expand"
            responsive
            style={{ width: "100%", height: 16 }}
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
            barCategoryGap={0}
            accessibilityLayer={false}
          >
            <XAxis type="number" hide domain={[0, 1]} />
            <YAxis type="category" dataKey="name" hide />
            <Tooltip
              cursor={false}
              content={tooltipOf<SkillBandsRow>((r) => (
                <>
                  <span className="font-semibold first-letter:uppercase">{r.name}</span>
                  {labels.map((label, index) => (
                    <span key={label}>
                      {label}: {r[`band${index}`] ?? 0}
                    </span>
                  ))}
                </>
              ))}
            />
            {labels.map((label, index) => (
              <Bar
                key={label}
                dataKey={`band${index}`}
                name={label}
                stackId="bands"
                fill={bandColor(index)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </div>
      )}
    </li>
  );
}
