/**
 * A tagged one-page PDF, written with pdf-lib's low-level objects (it has no API for it): catalog
 * with /MarkInfo, /Lang, /DisplayDocTitle; each text in a marked-content sequence (MCID) of a
 * structure element (H1, P, Figure with /Alt); the parent tree; decoration as /Artifact; and
 * /ActualText where the drawn glyphs do not spell the text in order.
 */
import {
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

export type StructRole = 'H1' | 'H2' | 'P' | 'Figure';

interface Element {
  role: StructRole;
  mcid: number;
  alt?: string;
  /** For a Figure: its box in page coordinates [left, bottom, right, top]. */
  bbox?: [number, number, number, number];
}

export class TaggedPage {
  private readonly elements: Element[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly page: PDFPage,
  ) {}

  /** Draws content as one structure element; `alt` describes a Figure, `bbox` places it. */
  tagged(role: StructRole, draw: () => void, options: { alt?: string; bbox?: Element['bbox'] } = {}): void {
    const mcid = this.elements.length;
    const properties: Record<string, unknown> = { MCID: mcid };
    // Any PDF object writes itself into the stream; pdf-lib's operator type only forgets dictionaries.
    const dict = this.doc.context.obj(properties as never) as unknown as PDFName;
    this.page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of(role), dict]));
    draw();
    this.page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
    this.elements.push({ role, mcid, alt: options.alt, bbox: options.bbox });
  }

  /** Draws part of an element's content whose extracted text should be `actualText`. */
  span(actualText: string, draw: () => void): void {
    const dict = this.doc.context.obj({ ActualText: PDFHexString.fromText(actualText) }) as unknown as PDFName;
    this.page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), dict]));
    draw();
    this.page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  }

  /** Draws decoration that is not part of the content (rules, ornaments, backgrounds). */
  artifact(draw: () => void): void {
    this.page.pushOperators(PDFOperator.of(Ops.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    this.page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  }

  /** Writes the structure tree, the parent tree and the catalog entries. Call once, last. */
  finish({ lang, title }: { lang: string; title: string }): void {
    const { context, catalog } = this.doc;
    const rootRef = context.nextRef();
    const documentRef = context.nextRef();
    const elementRefs: PDFRef[] = this.elements.map((element) => {
      const entries: Record<string, unknown> = {
        Type: 'StructElem',
        S: element.role,
        P: documentRef,
        Pg: this.page.ref,
        K: element.mcid,
      };
      if (element.alt !== undefined) entries.Alt = PDFHexString.fromText(element.alt);
      if (element.bbox) entries.A = { O: 'Layout', BBox: element.bbox, Placement: 'Block' };
      return context.register(context.obj(entries as never));
    });
    context.assign(
      documentRef,
      context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: elementRefs, Lang: PDFHexString.fromText(lang) }),
    );
    const parentTree = context.obj({ Nums: [0, elementRefs] });
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: context.register(parentTree),
        ParentTreeNextKey: 1,
      }),
    );
    this.page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
    // Tab order follows the structure (PDF/UA asks it of every page with annotations; harmless without).
    this.page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    this.doc.setLanguage(lang);
    this.doc.setTitle(title, { showInWindowTitleBar: true });
  }
}
