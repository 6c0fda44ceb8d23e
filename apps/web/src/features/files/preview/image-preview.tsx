/** An image file at its natural size, shrunk to fit (issue 5: "images"). */
export function ImagePreview({ url, name }: { url: string; name: string }) {
  return <img className="files-image-preview" src={url} alt={name} />;
}
