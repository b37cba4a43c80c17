let downloads = Downloads()
expectTracked("Downloads.items", read: { _ = downloads.items }, write: { downloads.items.append("a.zip") })
expectIgnored("Downloads.formatter (lazy)", read: { _ = downloads.formatter }, write: { downloads.formatter = NumberFormatter() })
