// Runtime check of the migrated UploadStatus and PrintStatus (see TypeCheckTests, runtime-check.swift).
let upload = UploadStatus()
expectTracked("UploadStatus.isUploading", read: { _ = upload.isUploading }, write: { upload.isUploading = true })
expectTracked("UploadStatus.progress", read: { _ = upload.progress }, write: { upload.progress = 0.5 })
let printing = PrintStatus()
expectTracked("PrintStatus.isPrinting", read: { _ = printing.isPrinting }, write: { printing.isPrinting = true })
