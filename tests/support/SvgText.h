// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#pragma once

// Reads back an SVG export as XML, for suites that check what a written graph says.

#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace tally::test {

// Parses `path` as XML; returns the root element's name and the text of every element.
inline bool parseSvg(const QString& path, QString* root, QStringList* texts, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open");
        return false;
    }
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && root->isEmpty())
            *root = xml.name().toString();
        if (xml.isCharacters() && !xml.isWhitespace())
            *texts << xml.text().toString();
    }
    if (xml.hasError()) {
        *error = xml.errorString();
        return false;
    }
    return true;
}

} // namespace tally::test
