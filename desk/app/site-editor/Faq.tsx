import { isNew } from './edits.ts';
import { Card, Removed, Section, TextField, useEditor } from './fields.tsx';

interface Question { q: string; a: string | string[] }

const GROUPS = [
  { key: 'general', title: 'Home page' },
  { key: 'landing', title: 'Landing pages' },
  { key: 'city', title: 'City pages' },
];

/** The FAQ: each group's questions and answers; an answer of several paragraphs is edited paragraph by paragraph. */
export function Faq() {
  const e = useEditor();
  const faqs = e.data.faqs as Record<string, Question[]> | undefined;
  if (!faqs) return null;
  return (
    <Section id="site-faq" title="FAQ" paths={[['faqs']]}>
      <p className="meta">Answers use placeholders for facts, as <code>{'{hoursByCity}'}</code> or <code>{'{city}'}</code>, so they follow the catalogue.</p>
      {GROUPS.filter((g) => faqs[g.key]).map((g) => (
        <details key={g.key} className="faq-group">
          <summary>{g.title} <span className="meta">{faqs[g.key].length} questions</span></summary>
          <div className="cards">
            {faqs[g.key].map((item, i) => {
              const path = ['faqs', g.key, i];
              const of = `${g.title} question ${i + 1}:`;
              return (
                <Card key={isNew(item) ? `new-${i}` : i} path={path} title={item.q || 'New question'} className="question">
                  <TextField path={[...path, 'q']} of={of} label="Question" className="wide" />
                  {Array.isArray(item.a)
                    ? item.a.map((_, k) => <TextField key={k} path={[...path, 'a', k]} of={of} label={`Answer, paragraph ${k + 1}`} long className="wide" />)
                    : <TextField path={[...path, 'a']} of={of} label="Answer" long className="wide" />}
                  <div className="wide"><button type="button" className="quiet" onClick={() => e.remove(path)}>Remove this question</button></div>
                </Card>
              );
            })}
          </div>
          <Removed path={['faqs', g.key]} name={(q) => String(q.q)} />
          <button type="button" className="secondary" onClick={() => e.add(['faqs', g.key], { q: '', a: '' })}>Add a question to {g.title.toLowerCase()}</button>
        </details>
      ))}
    </Section>
  );
}
