// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourceFileText.h"

#include "ui/viewmodel/annotation/CppHighlighter.h"
#include "ui/viewmodel/annotation/NullDocumentLayout.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextBlock>
#include <QTextDocument>

namespace tally {

bool SourceFileText::isRecorded(const QString& recorded)
{
    static const QStringList placeholders = {
        QStringLiteral("???"), QStringLiteral("php:internal"), QStringLiteral("(unknown)"),
        QStringLiteral("[unknown]"), QStringLiteral("<unknown>")};
    return !recorded.trimmed().isEmpty() && !placeholders.contains(recorded);
}

std::shared_ptr<const SourceFileText> SourceFileText::load(const QString& recorded,
                                                           const SourceResolverChain& resolver,
                                                           bool darkBackground)
{
    auto text = std::make_shared<SourceFileText>();
    text->recorded = recorded;
    if (!isRecorded(recorded))
        return text;
    text->location = resolver.resolve(recorded);
    if (!text->location.found())
        return text;
    QFile file(text->location.path);
    if (file.size() > kMaxBytes) {
        text->error =
            QCoreApplication::translate("SourceFileText", "'%1' is larger than %2 MB; not shown.")
                .arg(text->location.path)
                .arg(kMaxBytes / (1024 * 1024));
        return text;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        text->error = QCoreApplication::translate("SourceFileText", "Cannot read '%1': %2")
                          .arg(text->location.path, file.errorString());
        return text;
    }
    // Bounded even when the size lies (files under /proc say 0).
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes) {
        text->error =
            QCoreApplication::translate("SourceFileText", "'%1' is larger than %2 MB; not shown.")
                .arg(text->location.path)
                .arg(kMaxBytes / (1024 * 1024));
        return text;
    }
    QString content = QString::fromUtf8(bytes);
    content.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    content.replace(QLatin1Char('\t'), QLatin1String("    "));
    text->lines = content.split(QLatin1Char('\n'));
    if (!text->lines.isEmpty() && text->lines.constLast().isEmpty())
        text->lines.removeLast();

    if (!CppHighlighter::handles(text->location.path))
        return text;
    // The highlighter colours a document that is never shown; its per-block formats are kept
    // and the document dropped.
    QTextDocument document;
    document.setDocumentLayout(new NullDocumentLayout(&document)); // owned by the document
    CppHighlighter highlighter(&document, darkBackground);
    document.setPlainText(text->lines.join(QLatin1Char('\n')));
    text->formats.reserve(std::size_t(text->lines.size()));
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        text->formats.push_back(block.layout() ? block.layout()->formats()
                                               : QList<QTextLayout::FormatRange>());
    return text;
}

} // namespace tally
