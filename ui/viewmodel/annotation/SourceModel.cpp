// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourceModel.h"

#include "ui/viewmodel/annotation/KeptLines.h"

#include <QFileInfo>
#include <QLocale>

#include <map>
#include <set>

namespace tally {

namespace {
// Longer lines (generated code) are cut rather than making the listing miles wide.
constexpr qsizetype kLongestShownLine = 400;

bool hasCost(const AnnotatedLine& line)
{
    return !line.calls.empty() ||
           std::any_of(line.self.begin(), line.self.end(), [](Cost c) { return c != 0; });
}
} // namespace

SourceModel::SourceModel(Session& session, QObject* parent) : AnnotationModel(session, parent)
{
    connect(&session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::EventTypes)
            updateHeat();
    });
}

void SourceModel::setContent(std::shared_ptr<const Profile> profile, SourceAnnotation annotation,
                             std::vector<std::shared_ptr<const SourceFileText>> texts)
{
    setContentProfile(std::move(profile));
    m_annotation = std::move(annotation);
    setListedFunction(m_annotation.function());
    m_texts = std::move(texts);
    m_texts.resize(m_annotation.files().size());
    rebuild();
}

void SourceModel::clear()
{
    setContent(nullptr, {}, {});
}

void SourceModel::setOnlyCostly(bool only, int context)
{
    if (only == m_onlyCostly && context == m_context)
        return;
    m_onlyCostly = only;
    m_context = std::clamp(context, 0, 1000);
    rebuild();
}

void SourceModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_lineRows.assign(m_annotation.files().size(), {});
    m_conditionalJumps.assign(m_annotation.files().size(), {});
    for (std::size_t f = 0; f < m_annotation.files().size(); ++f) {
        for (const auto& jump : m_annotation.files()[f].jumps) {
            if (!jump.conditional)
                continue;
            auto& [taken, executed] = m_conditionalJumps[f][jump.fromLine];
            taken += jump.taken;
            executed += jump.executed;
        }
    }
    for (int f = 0; f < int(m_annotation.files().size()); ++f)
        appendFile(f);
    layoutJumps();
    updateHeat();
    m_longestLine = 0;
    for (const Row& row : m_rows) {
        if (row.kind == RowKind::Code)
            m_longestLine = std::max(
                m_longestLine, int(std::min<qsizetype>(lineText(row).size(), kLongestShownLine)));
    }
    endResetModel();
}

void SourceModel::updateHeat()
{
    Cost maxPrimary = 0;
    Cost maxSecondary = 0;
    for (const auto& file : m_annotation.files()) {
        for (const auto& line : file.lines) {
            maxPrimary = std::max(maxPrimary, session().value(line.self, session().primaryEvent()));
            if (session().secondaryEvent() >= 0)
                maxSecondary =
                    std::max(maxSecondary, session().value(line.self, session().secondaryEvent()));
        }
    }
    setHeatMaximum(maxPrimary, maxSecondary);
}

void SourceModel::appendFile(int f)
{
    const AnnotatedFile& file = m_annotation.files()[std::size_t(f)];
    const SourceFileText* text = m_texts[std::size_t(f)].get();
    Row heading{RowKind::Heading, f, 0, -1, -1, {}};
    heading.text = file.path.isEmpty() ? tr("(unknown file)") : file.path;
    if (f > 0)
        heading.text += tr("  (inlined code)");
    if (text && text->location.found() && text->location.path != QFileInfo(file.path).filePath())
        heading.text += tr("  found at %1").arg(text->location.path);
    m_rows.push_back(heading);

    std::map<LineNumber, int> entries; // line -> index into file.lines
    for (int i = 0; i < int(file.lines.size()); ++i)
        entries.emplace(file.lines[std::size_t(i)].line, i);

    std::multimap<LineNumber, int> leaving; // from line -> index into file.jumps
    for (int j = 0; j < int(file.jumps.size()); ++j) {
        const AnnotatedJump& jump = file.jumps[std::size_t(j)];
        const bool drawable =
            jump.targetFunction == m_annotation.function() &&
            std::any_of(m_annotation.files().begin(), m_annotation.files().end(),
                        [&](const AnnotatedFile& a) { return a.file == jump.targetFile; });
        if (!drawable)
            leaving.emplace(jump.fromLine, j);
    }

    auto pushLine = [&](LineNumber line) {
        Row row{RowKind::Code, f, line, -1, -1, {}};
        const auto entry = entries.find(line);
        row.entry = entry == entries.end() ? -1 : entry->second;
        m_lineRows[std::size_t(f)][line] = int(m_rows.size());
        m_rows.push_back(row);
        if (row.entry >= 0) {
            const AnnotatedLine& annotated = file.lines[std::size_t(row.entry)];
            for (int c = 0; c < int(annotated.calls.size()); ++c)
                m_rows.push_back(Row{RowKind::Call, f, line, row.entry, c, {}});
        }
        // Jumps that leave the listing (to another function or a file not shown) get a row;
        // the others become arrows.
        const auto [from, to] = leaving.equal_range(line);
        for (auto it = from; it != to; ++it)
            m_rows.push_back(Row{RowKind::Jump, f, line, row.entry, it->second, {}});
    };

    // Without the file's text, the lines the profile knows: with cost, calls or jumps out.
    std::set<LineNumber> knownLines;
    for (const auto& [line, index] : entries)
        knownLines.insert(line);
    for (const auto& [line, jump] : leaving)
        knownLines.insert(line);
    knownLines.erase(0);
    auto pushKnownLines = [&](LineNumber after) {
        for (auto it = knownLines.upper_bound(after); it != knownLines.end(); ++it)
            pushLine(*it);
    };

    if (entries.count(0))
        pushLine(0); // cost the profile has no line for
    if (!SourceFileText::isRecorded(file.path)) {
        m_rows.push_back(Row{RowKind::Message, f, 0, -1, -1,
                             tr("The profile names no source file for this code (a built-in "
                                "function, or compiled without debug information)")});
        pushKnownLines(0);
        return;
    }
    if (!text || !text->hasText()) {
        const QString message =
            !text ? tr("Loading...")
                  : (!text->error.isEmpty() ? text->error
                                            : tr("Source file not found; tried %1 "
                                                 "path(s):")
                                                  .arg(text->location.tried.size()));
        m_rows.push_back(Row{RowKind::Message, f, 0, -1, -1, message});
        if (text && !text->location.found()) {
            for (const QString& tried : text->location.tried)
                m_rows.push_back(
                    Row{RowKind::Message, f, 0, -1, -1, QStringLiteral("    ") + tried});
        }
        pushKnownLines(0);
        return;
    }

    // The listing is the file; lines the profile names beyond its end (a changed file, or a
    // hostile profile with line 4000000000) come after it, one row each, never as a range.
    const LineNumber last = LineNumber(text->lines.size());
    // Inlined code comes from headers of thousands of lines (the standard library's): only its
    // costly regions show, always.
    const bool condensed = m_onlyCostly || f > 0;
    KeptLines kept(last, !condensed);
    if (condensed) {
        for (const auto& [line, index] : entries) {
            if (hasCost(file.lines[std::size_t(index)]))
                kept.keepAround(line, m_context);
        }
        for (const auto& jump : file.jumps) {
            if (jump.targetFile == file.file)
                kept.keep(jump.toLine);
        }
    }
    for (const KeptLines::Run& run : kept.runs()) {
        if (!run.kept) {
            m_rows.push_back(
                Row{RowKind::Gap, f, run.from, -1, -1,
                    tr("... %n line(s) without cost (%1-%2)", nullptr, int(run.to - run.from + 1))
                        .arg(run.from)
                        .arg(run.to)});
            continue;
        }
        for (LineNumber line = run.from; line <= run.to; ++line)
            pushLine(line);
    }
    bool beyondEnd = false;
    for (const LineNumber line : knownLines) {
        if (line <= last)
            continue;
        if (!beyondEnd) {
            m_rows.push_back(Row{RowKind::Message, f, 0, -1, -1,
                                 tr("Lines beyond the end of the file (%n line(s)): "
                                    "was it changed since profiling?",
                                    nullptr, int(last))});
            beyondEnd = true;
        }
        pushLine(line);
    }
}

void SourceModel::layoutJumps()
{
    // Several instructions of one line can jump to the same line: one arrow each way.
    std::map<std::tuple<int, int, bool>, JumpLanes::Arrow> merged;
    std::unordered_map<StringId, int> fileIndex;
    for (int f = 0; f < int(m_annotation.files().size()); ++f)
        fileIndex.emplace(m_annotation.files()[std::size_t(f)].file, f);
    for (int f = 0; f < int(m_annotation.files().size()); ++f) {
        for (const auto& jump : m_annotation.files()[std::size_t(f)].jumps) {
            if (jump.targetFunction != m_annotation.function())
                continue;
            const auto target = fileIndex.find(jump.targetFile);
            if (target == fileIndex.end())
                continue;
            const int from = rowOf(f, jump.fromLine);
            const int to = rowOf(target->second, jump.toLine);
            if (from < 0 || to < 0 || from == to)
                continue;
            auto& arrow = merged[{from, to, jump.conditional}];
            arrow.fromRow = from;
            arrow.toRow = to;
            arrow.conditional = jump.conditional;
            arrow.executed += jump.executed;
            arrow.taken += jump.taken;
        }
    }
    std::vector<JumpLanes::Arrow> arrows;
    arrows.reserve(merged.size());
    for (const auto& [key, arrow] : merged)
        arrows.push_back(arrow);
    m_lanes.setArrows(std::move(arrows), int(m_rows.size()));
}

int SourceModel::rowOf(int file, LineNumber line) const
{
    if (file < 0 || std::size_t(file) >= m_lineRows.size())
        return -1;
    const auto& rows = m_lineRows[std::size_t(file)];
    const auto it = rows.find(line);
    return it == rows.end() ? -1 : it->second;
}

int SourceModel::hottestRow() const
{
    if (!contentProfile() || session().profile().get() != contentProfile())
        return -1;
    const auto hottest = m_annotation.hottest(session().events(), session().primaryEvent());
    return hottest.file < 0 ? -1 : rowOf(hottest.file, hottest.line);
}

int SourceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SourceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : TextColumn + 1;
}

QVariant SourceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        if (section == PositionColumn)
            return tr("Line");
        if (section == TextColumn)
            return tr("Source");
    }
    return AnnotationModel::headerData(section, orientation, role);
}

Qt::ItemFlags SourceModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QString SourceModel::lineText(const Row& row) const
{
    if (row.line == 0)
        return tr("(no line information)");
    const SourceFileText* text = m_texts[std::size_t(row.file)].get();
    if (!text || !text->hasText() || row.line > LineNumber(text->lines.size()))
        return {};
    return text->lines[qsizetype(row.line) - 1];
}

QList<QTextLayout::FormatRange> SourceModel::textFormats(int index) const
{
    if (index < 0 || std::size_t(index) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index)];
    if (row.kind != RowKind::Code || row.line == 0)
        return {};
    const SourceFileText* text = m_texts[std::size_t(row.file)].get();
    if (!text || row.line > text->formats.size())
        return {};
    return text->formats[row.line - 1];
}

QString SourceModel::rowName(int index) const
{
    if (index < 0 || std::size_t(index) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index)];
    const QString file = QFileInfo(m_annotation.files()[std::size_t(row.file)].path).fileName();
    return QStringLiteral("%1:%2").arg(file).arg(row.line);
}

QString SourceModel::jumpLabel(const Row& row) const
{
    const auto& counts = m_conditionalJumps[std::size_t(row.file)];
    const auto it = counts.find(row.line);
    if (it == counts.end() || it->second.second == 0)
        return {};
    const QLocale locale;
    return tr("jump %1/%2")
        .arg(locale.toString(qulonglong(it->second.first)),
             locale.toString(qulonglong(it->second.second)));
}

QVariant SourceModel::toolTip(const Row& row, int index) const
{
    const Profile* profile = contentProfile();
    switch (row.kind) {
    case RowKind::Call: {
        const auto& call = m_annotation.files()[std::size_t(row.file)]
                               .lines[std::size_t(row.entry)]
                               .calls[std::size_t(row.item)];
        return tr("%1\ncalled %2 times from line %3; activate to go there")
            .arg(profile ? profile->functionName(call.callee) : QString())
            .arg(QLocale().toString(qulonglong(call.count)))
            .arg(row.line);
    }
    case RowKind::Code: {
        std::vector<QString> names(m_rows.size());
        for (const auto& mark : m_lanes.marks(index)) {
            const auto& arrow = m_lanes.arrows()[std::size_t(mark.arrow)];
            names[std::size_t(arrow.fromRow)] = rowName(arrow.fromRow);
            names[std::size_t(arrow.toRow)] = rowName(arrow.toRow);
        }
        QStringList lines;
        if (row.entry >= 0) {
            // The line's share of the function's self cost, for each shown event type.
            const auto& self =
                m_annotation.files()[std::size_t(row.file)].lines[std::size_t(row.entry)].self;
            for (const int event : {session().primaryEvent(), session().secondaryEvent()}) {
                if (event < 0 || self.size() != m_annotation.self().size() || !profile ||
                    profile != session().profile().get())
                    continue;
                const Cost cost = session().value(self, event);
                const Cost total = session().value(m_annotation.self(), event);
                lines << tr("%1 %2 (%3 % of the function's self cost)")
                             .arg(QLocale().toString(cost), session().eventName(event),
                                  total == 0 ? QStringLiteral("-")
                                             : QLocale().toString(
                                                   100.0 * double(cost) / double(total), 'f', 2));
            }
        }
        const QString jumps = m_lanes.describe(index, names);
        if (!jumps.isEmpty())
            lines << jumps;
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case RowKind::Message:
    case RowKind::Heading:
    case RowKind::Gap:
        return row.text;
    case RowKind::Jump:
        return data(this->index(index, TextColumn), Qt::DisplayRole);
    }
    return {};
}

QVariant SourceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const AnnotatedFile& file = m_annotation.files()[std::size_t(row.file)];
    const AnnotatedLine* line = row.entry >= 0 ? &file.lines[std::size_t(row.entry)] : nullptr;
    if (role == KindRole)
        return int(row.kind);
    if (role == DimRole)
        return row.kind == RowKind::Code && (!line || !hasCost(*line));
    if (role == Qt::ToolTipRole)
        return toolTip(row, index.row());
    if (role == CalleeRole && row.kind == RowKind::Call)
        return line->calls[std::size_t(row.item)].callee.index();
    if (role == CalleeRole && row.kind == RowKind::Jump) {
        // A jump into another function (a tail call) leads there like a call.
        const FunctionId target = file.jumps[std::size_t(row.item)].targetFunction;
        if (target != m_annotation.function() && contentProfile() &&
            contentProfile()->isFunction(target))
            return target.index();
    }

    switch (index.column()) {
    case PrimaryColumn:
    case SecondaryColumn:
        if (row.kind == RowKind::Code && line)
            return costData(line->self, index.column(), role, false);
        if (row.kind == RowKind::Call)
            return costData(line->calls[std::size_t(row.item)].inclusive, index.column(), role,
                            true);
        return {};
    case PositionColumn:
        if (role == Qt::DisplayRole && row.kind == RowKind::Code && row.line > 0)
            return QString::number(row.line);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TextColumn:
        if (role == JumpLabelRole && row.kind == RowKind::Code && line)
            return jumpLabel(row);
        if (role != Qt::DisplayRole)
            return {};
        switch (row.kind) {
        case RowKind::Code:
            return lineText(row);
        case RowKind::Call: {
            const auto& call = line->calls[std::size_t(row.item)];
            const Profile* profile = contentProfile();
            return tr("    \u2192 %1 call(s) to %2")
                .arg(QLocale().toString(qulonglong(call.count)),
                     profile ? profile->functionName(call.callee) : QString());
        }
        case RowKind::Jump: {
            const auto& jump = file.jumps[std::size_t(row.item)];
            const Profile* profile = contentProfile();
            const QString target = profile && profile->isFunction(jump.targetFunction)
                                       ? profile->functionName(jump.targetFunction)
                                       : QString();
            const QString where =
                QStringLiteral("%1:%2")
                    .arg(profile ? QFileInfo(profile->qstring(jump.targetFile)).fileName()
                                 : QString())
                    .arg(jump.toLine);
            const QLocale locale;
            const QString counts =
                jump.conditional ? tr("taken %1 of %2 times")
                                       .arg(locale.toString(qulonglong(jump.taken)),
                                            locale.toString(qulonglong(jump.executed)))
                                 : tr("%1 times").arg(locale.toString(qulonglong(jump.executed)));
            return tr("    \u21b7 %1 to %2 in %3, %4")
                .arg(jump.conditional ? tr("conditional jump") : tr("jump"), where, target, counts);
        }
        default:
            return row.text;
        }
    default:
        return {};
    }
}

} // namespace tally
