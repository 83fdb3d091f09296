// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/SourceAnnotation.h"
#include "ui/viewmodel/annotation/AnnotationModel.h"
#include "ui/viewmodel/annotation/SourceFileText.h"

#include <unordered_map>

namespace tally {

// The annotated source of the active function: per file a heading, then the file's lines with
// their self costs, a call annotation row under each line that calls (inclusive cost, count),
// rows for jumps out of the listing, and the jumps inside laid out as arrows. Inlined files (and
// all files with "only costly regions") show their costly lines with context, the rest as gaps.
// Files that cannot be found show which paths were tried, and the costly lines without text.
class SourceModel : public AnnotationModel
{
    Q_OBJECT

public:
    explicit SourceModel(Session& session, QObject* parent = nullptr);

    // `annotation` was made from `profile`; `texts` holds one entry per file of `annotation`, in
    // the same order (nullptr: not loaded).
    void setContent(std::shared_ptr<const Profile> profile, SourceAnnotation annotation,
                    std::vector<std::shared_ptr<const SourceFileText>> texts);
    void clear();
    const SourceAnnotation& annotation() const { return m_annotation; }
    const std::vector<std::shared_ptr<const SourceFileText>>& texts() const { return m_texts; }

    // Only the lines with cost and `context` lines around them; the rest collapses into gaps.
    void setOnlyCostly(bool only, int context);
    bool onlyCostly() const { return m_onlyCostly; }

    int rowOf(int file, LineNumber line) const;
    // The longest code line shown, in characters (capped), for the text column's width.
    int longestLine() const { return m_longestLine; }
    int hottestRow() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QList<QTextLayout::FormatRange> textFormats(int row) const override;

private:
    struct Row
    {
        RowKind kind = RowKind::Code;
        int file = -1;
        LineNumber line = 0;
        int entry = -1; // index into the file's annotated lines, -1 for a line without cost
        int item = -1;  // call or jump index within the line / file
        QString text;   // headings, messages and gaps
    };

    void rebuild();
    void updateHeat();
    void appendFile(int file);
    void layoutJumps();
    QString lineText(const Row& row) const;
    QString rowName(int row) const;
    QVariant toolTip(const Row& row, int index) const;
    QString jumpLabel(const Row& row) const;

    SourceAnnotation m_annotation;
    std::vector<std::shared_ptr<const SourceFileText>> m_texts;
    std::vector<Row> m_rows;
    std::vector<std::unordered_map<LineNumber, int>> m_lineRows; // per file: line -> row
    // Per file: line -> (taken, executed) of its conditional jumps, for the labels.
    std::vector<std::unordered_map<LineNumber, std::pair<Count, Count>>> m_conditionalJumps;
    int m_longestLine = 0;
    bool m_onlyCostly = false;
    int m_context = 3;
};

} // namespace tally
