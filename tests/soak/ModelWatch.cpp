// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/ModelWatch.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>

namespace tally::soak {

namespace {

// The message handler is a plain function: what it collects lives here, for the one watch.
struct Findings
{
    QMutex mutex;
    QStringList messages;
    QtMessageHandler previous = nullptr;
};

Findings& findings()
{
    static Findings instance;
    return instance;
}

// What a finding of the category says it is; empty for a message that is none.
QString findingOf(QtMsgType type, const char* category)
{
    if (!category || type == QtDebugMsg || type == QtInfoMsg)
        return {};
    if (qstrcmp(category, "qt.modeltest") == 0)
        return QStringLiteral("QAbstractItemModelTester: ");
    // A model's own guard (checkIndex) refused an index: harmless there, but whoever asked
    // holds an index it should not.
    if (qstrcmp(category, "qt.core.qabstractitemmodel.checkindex") == 0)
        return QStringLiteral("a model was asked about an index it refused: ");
    return {};
}

void collect(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    Findings& all = findings();
    if (const QString finding = findingOf(type, context.category); !finding.isEmpty()) {
        const QMutexLocker lock(&all.mutex);
        all.messages.append(finding + message);
    }
    // The offscreen platform says of each window what it cannot do (raise, grab the keyboard,
    // size hints); a soak shows thousands of them, and they are no finding.
    if (message.startsWith(QLatin1String("This plugin does not support")))
        return;
    if (all.previous)
        all.previous(type, context, message);
}

} // namespace

ModelWatch::ModelWatch()
{
    findings().previous = qInstallMessageHandler(collect);
}

ModelWatch::~ModelWatch()
{
    qInstallMessageHandler(findings().previous);
}

void ModelWatch::watchModelsUnder(QWidget& root)
{
    std::erase_if(m_watched, [](const QPointer<QAbstractItemModel>& model) { return !model; });
    for (const QAbstractItemView* view : root.findChildren<QAbstractItemView*>()) {
        QAbstractItemModel* model = view->model();
        while (model) {
            watch(model);
            const auto* proxy = qobject_cast<QAbstractProxyModel*>(model);
            model = proxy ? proxy->sourceModel() : nullptr;
        }
    }
}

std::size_t ModelWatch::watchedCount() const
{
    return m_watched.size();
}

QStringList ModelWatch::takeFindings()
{
    Findings& all = findings();
    const QMutexLocker lock(&all.mutex);
    return std::exchange(all.messages, {});
}

void ModelWatch::watch(QAbstractItemModel* model)
{
    const bool known =
        std::any_of(m_watched.begin(), m_watched.end(),
                    [&](const QPointer<QAbstractItemModel>& watched) { return watched == model; });
    if (known)
        return;
    m_watched.emplace_back(model);
    // Owned by the model: it goes when the model goes.
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::Warning,
                                 model);
}

} // namespace tally::soak
