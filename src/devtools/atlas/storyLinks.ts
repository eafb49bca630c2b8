// Each screen's Storybook story, found in the screens' story files themselves (src/ui/screens/**/*.stories.tsx):
// a story written `export const Name: Story = at('creditScore~1', ...)` shows that step's screen. The id is
// Storybook's: `<title>--<export name>`, both sanitized as Storybook does (storyLinks.test.ts checks against it).

const SOURCES = import.meta.glob<string>('../../ui/screens/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Storybook's `storyNameFromExport` then `sanitize`: `Sr22Details` -> `sr-22-details`. */
export function storyIdOf(title: string, exportName: string): string {
  const name = exportName
    .replace(/([^\n])([A-Z])([a-z])/g, '$1 $2$3')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/gi, '$1 $2')
    .replace(/([0-9])([a-z])/gi, '$1 $2');
  const sanitize = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '-')
      .split('-')
      .filter(Boolean)
      .join('-');
  return `${sanitize(title)}--${sanitize(name)}`;
}

const TITLE = /title: '([^']+)'/;
const STEP_STORY = /export const (\w+): Story = \w+\('([A-Za-z]\w*)/g;

/** Each story file's stories, by the step (or the first argument) its helper is given. */
export function storiesOf(source: string): { step: string; id: string }[] {
  const title = TITLE.exec(source)?.[1];
  if (!title) return [];
  return [...source.matchAll(STEP_STORY)].map(([, name, step]) => ({ step, id: storyIdOf(title, name) }));
}

const BY_STEP = new Map<string, string>();
for (const source of Object.values(SOURCES))
  for (const { step, id } of storiesOf(source)) if (!BY_STEP.has(step)) BY_STEP.set(step, id);

/** Screens the app, results and rate-call charts name by a `screen:*` tag, and the story that shows each. */
const SCREEN_STORIES: Record<string, string> = {
  results: storyIdOf('Screens/ResultsScreen', 'AllAnswered'),
  resultsLoading: storyIdOf('Screens/ResultsScreen', 'Loading'),
  question: storyIdOf('Screens/QuestionScreen', 'FirstQuestion'),
};

/** Every story id the screens' story files declare (for the tests). */
export const ALL_STORY_IDS: readonly string[] = Object.values(SOURCES).flatMap((source) => {
  const title = TITLE.exec(source)?.[1];
  return title ? [...source.matchAll(/export const (\w+)/g)].map(([, name]) => storyIdOf(title, name)) : [];
});

/** The story of a step's screen, or of a `screen:*` tagged state; undefined when it has none of its own. */
export function storyFor(node: { step?: string; tags: readonly string[] }): string | undefined {
  if (node.step) return BY_STEP.get(node.step);
  for (const tag of node.tags) {
    const story = tag.startsWith('screen:') ? SCREEN_STORIES[tag.slice('screen:'.length)] : undefined;
    if (story) return story;
  }
  return undefined;
}

export { SCREEN_STORIES };
