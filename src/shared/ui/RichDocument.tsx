import './styles/tables.scss';
// A policy-style document as typed data: sections of paragraphs, lists and tables.

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] };

export interface DocumentSection {
  heading: string;
  blocks: DocumentBlock[];
}

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="table-responsive mb-3">
          <table className="table table-striped align-middle mb-0">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  <th scope="row">{row[0]}</th>
                  {row.slice(1).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return null;
  }
}

/** Renders sections as h2 + blocks (the page's h1 comes from its layout). */
export function RichDocument({ sections }: { sections: DocumentSection[] }) {
  return (
    <div className="rich-document">
      {sections.map((section) => (
        <section key={section.heading} className="mb-4">
          <h2 className="h4">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
