import './ResultCardPreview.css';
interface ResultCardPreviewProps {
  name: string;
  description: string;
  photoUrl: string | null;
}

/**
 * The profile image as travellers meet it: the first photo of the company's card in the search
 * results (11:7 beside the name and description). A picture of the card, not a working one.
 */
export function ResultCardPreview({ name, description, photoUrl }: ResultCardPreviewProps) {
  return (
    <figure className="result-card-preview mb-3">
      <div className="card shadow-sm overflow-hidden">
        <div className="row g-0">
          <div className="col-5 result-card-preview__media">
            {photoUrl ? (
              <img src={photoUrl} alt={`Profile image of ${name}`} width={440} height={280} />
            ) : (
              <p className="result-card-preview__empty mb-0">No Images Available</p>
            )}
          </div>
          <div className="col-7">
            <div className="card-body py-2">
              <p className="h6 mb-1">{name}</p>
              <p className="result-card-preview__about small mb-0">{description}</p>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="small text-muted mt-1">
        How your company appears in search results.
      </figcaption>
    </figure>
  );
}
