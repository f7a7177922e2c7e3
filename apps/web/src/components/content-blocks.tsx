import type { ContentBlock } from '@laurel/contract';
import { RichText } from './rich-text.tsx';
import { StoredImage } from './stored-image.tsx';
import './content-blocks.css';

/** Titled HTML blocks in order, each a section with its own heading. */
export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: ContentBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {[...blocks]
        .sort((a, b) => a.sort - b.sort)
        .map((block) => (
          <section key={block.id} className="content-block" aria-labelledby={`block-${block.id}`}>
            <Heading id={`block-${block.id}`} className={`content-block__title content-block__title--h${headingLevel}`}>
              {block.title}
            </Heading>
            {block.imageUrl ? (
              <StoredImage src={block.imageUrl} alt="" size="medium" ratio={16 / 9} className="content-block__image" />
            ) : null}
            <RichText html={block.body} />
          </section>
        ))}
    </>
  );
}
