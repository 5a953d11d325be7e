/** A page of the external content service; `html` is raw and must be sanitized before rendering. */
export interface ContentPage {
  title: string;
  html: string;
}
