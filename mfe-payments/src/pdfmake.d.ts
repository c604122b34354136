// pdfmake 0.3 ships no type declarations: the two browser builds the receipt uses.
declare module 'pdfmake/build/pdfmake' {
  interface OutputDocument {
    download(fileName?: string): Promise<void>;
    getBlob(): Promise<Blob>;
  }
  const pdfMake: {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    createPdf(document: object): OutputDocument;
  };
  export default pdfMake;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
