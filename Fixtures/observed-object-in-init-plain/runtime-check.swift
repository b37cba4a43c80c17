// Runtime check of the migrated Article (see TypeCheckTests, runtime-check.swift).
let article = Article(headline: "Observation arrives")
expectTracked("Article.headline", read: { _ = article.headline }, write: { article.headline = "Updated" })
expectTracked("Article.publishedAt", read: { _ = article.publishedAt }, write: { article.publishedAt = Date() })
expectTracked("Article.isRead", read: { _ = article.isRead }, write: { article.isRead.toggle() })
